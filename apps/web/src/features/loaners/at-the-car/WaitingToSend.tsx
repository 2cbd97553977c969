import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useState } from 'react';
import { newIdempotencyKey } from '../../../lib/api';

/** The key a step at the car goes under: one per form, so every send of it is the same step. */
export const useStepKey = () => useState(newIdempotencyKey)[0];

/** Shown while a finished step waits for a connection (its mutation is paused offline). */
export function WaitingToSend({ waiting, step }: { waiting: boolean; step: string }) {
  if (!waiting) return null;
  return (
    <Alert
      color="yellow"
      title="Waiting to send"
      role="status"
      icon={<IconCloudOff size={18} aria-hidden />}
    >
      {`No connection: the ${step} is kept and is sent as soon as the connection returns. Keep this page open.`}
    </Alert>
  );
}
