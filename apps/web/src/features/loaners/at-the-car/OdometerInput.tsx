import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { formatDate, formatMiles } from '../../../lib/format';

/** The odometer as read at the car: whole miles, the phone's number pad. */
export function OdometerInput(props: NumberInputProps) {
  return (
    <NumberInput
      label="Odometer"
      withAsterisk
      inputMode="numeric"
      suffix=" mi"
      thousandSeparator=","
      allowDecimal={false}
      allowNegative={false}
      hideControls
      {...props}
    />
  );
}

/** What the odometer input holds as a number, or null while it is empty. */
export const odometerOf = (value: string | number) =>
  String(value).trim() === '' ? null : Number(String(value).replace(/[,\s]/g, ''));

/** "Last reading: 12,345 mi on Nov 2, 2026": what the loaner showed before, to read against. */
export function lastReadingText(last: Agreement['last_odometer']): string | undefined {
  if (!last) return undefined;
  const on = formatDate(last.recorded_on);
  return `Last reading: ${formatMiles(last.reading, { short: true })}${on ? ` on ${on}` : ''}`;
}
