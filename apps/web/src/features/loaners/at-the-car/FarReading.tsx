import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { odometerJump } from '@fleetdesk/contract/rules/odometer-jump';
import { useState } from 'react';
import { formatMiles } from '../../../lib/format';
import { ConfirmReading } from '../../../lib/ui/ConfirmReading';
import { useShopTime } from '../../shops';

/**
 * A reading the server refused as far beyond the loaner's last (contract rule odometer-jump),
 * kept to be sent again as confirmed; any other refusal of the field is not offered.
 */
export function useFarReading(agreement: Pick<Agreement, 'last_odometer'>) {
  const shopTime = useShopTime();
  const [refused, setRefused] = useState<number | null>(null);
  const noteRefusal = (reading: number | null, fieldRefused: boolean) => {
    const today = shopTime.today ?? shopTime.dayOf(new Date());
    const far =
      fieldRefused && reading !== null && odometerJump(agreement.last_odometer, reading, today);
    setRefused(far ? reading : null);
  };
  return { refused, noteRefusal, clear: () => setRefused(null) };
}

/** The mileage log's confirmation (ConfirmReading), worded for a reading far beyond the last. */
export function FarReadingConfirm(props: {
  reading: number;
  loading: boolean;
  onConfirm: () => void;
}) {
  const miles = formatMiles(props.reading, { short: true });
  return (
    <ConfirmReading
      title="Far beyond the last reading"
      text={`If the odometer shows ${miles}, confirm it.`}
      confirmLabel="Confirm the reading"
      question={{
        title: 'Confirm the reading?',
        message: `${miles} is far more than the loaner could have been driven since its last reading. Send it as read?`,
      }}
      loading={props.loading}
      onConfirm={props.onConfirm}
    />
  );
}
