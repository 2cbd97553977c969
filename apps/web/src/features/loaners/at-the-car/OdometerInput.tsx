import { NumberInput, type NumberInputProps } from '@mantine/core';

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
