import type { Agreement, DamageMark } from '@fleetdesk/contract/loaner-agreements';
import {
  DAMAGE_KIND_LABELS,
  DAMAGE_ZONE_LABELS,
  type DamageStage,
} from '@fleetdesk/contract/loaners';
import { toCents } from '@fleetdesk/contract/money';
import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMiles, formatUsd } from '../../../lib/format';
import { fuelWords } from '../at-the-car/fuel';
import { formatShopDateTime } from '../../shops';
import { SegmentsTable } from './SegmentsTable';

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {items.map(([label, value]) => (
        <div key={label} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value ?? '—'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The shop's rules the agreement kept at its reservation, those set (what they bill is fixed). */
function keptRules(a: Agreement): [string, ReactNode][] {
  const rules: [string, ReactNode][] = [];
  if (toCents(a.late_return_fee) > 0n)
    rules.push(['Late-return fee', formatUsd(a.late_return_fee)]);
  if (toCents(a.toll_admin_fee) > 0n) rules.push(['Toll admin fee', formatUsd(a.toll_admin_fee)]);
  if (a.customer_pays_rate_difference)
    rules.push(['Above the insurer’s rate', 'The customer pays the difference']);
  return rules;
}

/** The rates the agreement was made at, the shop's rules it kept, and its notes. */
export function AgreementTermsSection({ agreement }: { agreement: Agreement }) {
  return (
    <Facts
      items={[
        ['Daily rate', formatUsd(agreement.daily_rate)],
        [
          'Miles allowed per day',
          formatMiles(agreement.mileage_allowance_per_day, { short: true }),
        ],
        ['Excess mileage rate', `${formatUsd(agreement.excess_mileage_rate) ?? '—'} a mile`],
        ['Fuel rate', `${formatUsd(agreement.fuel_rate_per_eighth) ?? '—'} an eighth`],
        ...keptRules(agreement),
        ['Notes', agreement.notes || '—'],
      ]}
    />
  );
}

const STAGE_TITLES: Record<DamageStage, string> = {
  out: 'Damage at check-out',
  in: 'New damage at check-in',
};

function DamageList({ stage, marks }: { stage: DamageStage; marks: DamageMark[] }) {
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {STAGE_TITLES[stage]}
      </Text>
      {marks.length === 0 ? (
        <Text size="sm" c="dimmed">
          None marked.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {marks.map((mark) => (
            <Group key={mark.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
              {mark.photo_url && (
                <Anchor href={mark.photo_url} target="_blank" rel="noopener noreferrer">
                  <Image
                    src={mark.photo_url}
                    alt={`Photo of the ${DAMAGE_ZONE_LABELS[mark.zone]} damage`}
                    w={72}
                    h={72}
                    radius="sm"
                    fit="cover"
                  />
                </Anchor>
              )}
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {`${DAMAGE_ZONE_LABELS[mark.zone]}: ${DAMAGE_KIND_LABELS[mark.kind]}`}
                {mark.note && ` (${mark.note})`}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** What the car was like when it went out and when it came back. */
export function ConditionSection({
  agreement,
  timeZone,
}: {
  agreement: Agreement;
  timeZone: string;
}) {
  const damage = (stage: DamageStage) => agreement.damage.filter((d) => d.stage === stage);
  // After a change of loaner each car's readings are in the table below, not the loan's.
  const oneCar = agreement.segments.length < 2;
  return (
    <Stack gap="md">
      <Facts
        items={[
          ['Checked out', formatShopDateTime(agreement.checked_out_at, timeZone)],
          ...(oneCar
            ? ([
                ['Odometer out', formatMiles(agreement.odometer_out, { short: true })],
                ['Fuel out', fuelWords(agreement.fuel_out)],
              ] as [string, ReactNode][])
            : []),
          ['Checked in', formatShopDateTime(agreement.checked_in_at, timeZone)],
          ...(oneCar
            ? ([
                ['Odometer in', formatMiles(agreement.odometer_in, { short: true })],
                ['Fuel in', fuelWords(agreement.fuel_in)],
              ] as [string, ReactNode][])
            : []),
        ]}
      />
      <SegmentsTable agreement={agreement} timeZone={timeZone} />
      <DamageList stage="out" marks={damage('out')} />
      {agreement.status === 'returned' && <DamageList stage="in" marks={damage('in')} />}
    </Stack>
  );
}
