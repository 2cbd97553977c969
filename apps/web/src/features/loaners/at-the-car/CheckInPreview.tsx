import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { DAY_RULE_LABELS } from '@fleetdesk/contract/loaner-money';
import { CHARGE_KIND_LABELS } from '@fleetdesk/contract/loaners';
import { fromCents } from '@fleetdesk/contract/money';
import {
  checkInChargeCents,
  lateReturnCents,
  loanCoverage,
  rateDifferenceCents,
} from '@fleetdesk/contract/rules/loaner-totals';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatUsd } from '../../../lib/format';
import { useShopTime } from '../../shops';
import { plural } from '../agreements/agreement-text';

type Readings = { odometer_in: number | null; fuel_in: number | null };

/**
 * The charges check-in will add, worked out here with the server's own rule
 * (contract rules/loaner-totals) from the readings typed so far, as of now.
 */
export function previewCharges(
  agreement: Agreement,
  readings: Readings,
  now: Date,
  timeZone: string,
) {
  const { days, coveredDays, insurerCents } = loanCoverage(
    { ...agreement, checked_in_at: null },
    {
      day_rule: agreement.totals.day_rule,
      grace_minutes: agreement.totals.grace_minutes,
      time_zone: timeZone,
    },
    now,
  );
  const readingCents = checkInChargeCents({
    days,
    covered_days: coveredDays,
    daily_rate: agreement.daily_rate,
    odometer_out: agreement.odometer_out ?? 0,
    // Until a reading is typed, nothing is charged for it.
    odometer_in: readings.odometer_in ?? agreement.odometer_out ?? 0,
    mileage_allowance_per_day: agreement.mileage_allowance_per_day,
    excess_mileage_rate: agreement.excess_mileage_rate,
    fuel_out: agreement.fuel_out ?? 0,
    fuel_in: readings.fuel_in ?? agreement.fuel_out ?? 0,
    fuel_rate_per_eighth: agreement.fuel_rate_per_eighth,
    // The cars lent before a change of loaner: their miles and fuel count too.
    earlier_segments: agreement.segments.slice(0, -1).map((s) => ({
      odometer_out: s.odometer_out ?? 0,
      odometer_in: s.odometer_in ?? 0,
      fuel_out: s.fuel_out ?? 0,
      fuel_in: s.fuel_in ?? 0,
    })),
  });
  // The shop's rules the agreement kept at its reservation (0 when off).
  const cents = {
    ...readingCents,
    late_return: lateReturnCents({
      due_at: agreement.due_at,
      checked_in_at: now.toISOString(),
      grace_minutes: agreement.totals.grace_minutes,
      late_return_fee: agreement.late_return_fee,
    }),
    rate_difference: rateDifferenceCents(agreement, coveredDays),
  };
  return { days, coveredDays, insurerCents, cents };
}

/** Shown above the confirm button: what the customer and the insurer will owe for the loan. */
export function CheckInPreview({
  agreement,
  readings,
  now,
}: {
  agreement: Agreement;
  readings: Readings;
  now: Date;
}) {
  const { zone } = useShopTime();
  const { days, coveredDays, insurerCents, cents } = previewCharges(agreement, readings, now, zone);
  const rows = (['day', 'mileage', 'fuel', 'late_return', 'rate_difference'] as const).filter(
    (kind) => cents[kind] > 0n,
  );
  const customerCents = rows.reduce((sum, kind) => sum + cents[kind], 0n);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Charges at check-in">
      <Stack gap="xs">
        <Title order={3} size="h4">
          Charges at check-in
        </Title>
        <Text size="sm">
          {`${plural(days, 'day')} (${DAY_RULE_LABELS[agreement.totals.day_rule].toLowerCase()}), ${plural(coveredDays, 'day')} covered by the insurer`}
        </Text>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No day, mileage or fuel charge.
          </Text>
        ) : (
          <Table aria-label="Charges to be added">
            <Table.Tbody>
              {rows.map((kind) => (
                <Table.Tr key={kind}>
                  <Table.Td>{CHARGE_KIND_LABELS[kind]}</Table.Td>
                  <Table.Td ta="right">{formatUsd(fromCents(cents[kind]))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="sm" fw={600}>
          {`Customer pays for the loan: ${formatUsd(fromCents(customerCents)) ?? '$0.00'}`}
        </Text>
        <Text size="sm" fw={600}>
          {`Insurer pays: ${formatUsd(fromCents(insurerCents)) ?? '$0.00'}`}
        </Text>
      </Stack>
    </Paper>
  );
}
