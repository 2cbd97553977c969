import type { CheckIn, CheckOut } from '@fleetdesk/contract/loaner-agreements';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCloudOff } from '@tabler/icons-react';
import { formatMiles } from '../../../lib/format';
import { openAppModal } from '../../../lib/modals';
import { plural } from '../agreements/agreement-text';
import type { KeptStep, StepName, StepSend } from '../api/steps';
import { fuelWords } from './fuel';
import { keptPhotoCount } from './kept-photos';
import { forgetGroup } from '../../../lib/kept-files';

const STEP_WORDS = { check_out: 'check-out', check_in: 'check-in' } as const;

/** What the step carries, in a line: the reading, the fuel, the damage, who signed. */
export function keptSummary({ step, body }: StepSend, photos = 0): string {
  const reading: unknown =
    step === 'check_out' ? (body as CheckOut).odometer_out : (body as CheckIn).odometer_in;
  const odometer = typeof reading === 'number' ? reading : Number(reading);
  const gauge: unknown =
    step === 'check_out' ? (body as CheckOut).fuel_out : (body as CheckIn).fuel_in;
  const fuel = typeof gauge === 'number' ? gauge : null;
  const parts = [
    Number.isFinite(odometer) ? `Odometer ${formatMiles(odometer)}` : null,
    fuel === null ? null : `fuel ${fuelWords(fuel)}`,
    plural((body.damage ?? []).length, 'damage mark'),
    photos > 0 ? plural(photos, 'photo') : null,
    step === 'check_out' ? `signed by ${(body as CheckOut).signed_name}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

function KeptStepAlert({ kept }: { kept: KeptStep }) {
  const client = useQueryClient();
  const words = STEP_WORDS[kept.send.step];
  // The photos are on the phone (IndexedDB), read once the alert shows.
  const photos = useQuery({
    queryKey: ['kept-photos', kept.send.key],
    queryFn: () => keptPhotoCount(kept.send.key).catch(() => 0),
    networkMode: 'always',
    staleTime: 0,
  }).data;
  const summary = keptSummary(kept.send, photos);
  if (kept.waiting) {
    return (
      <Alert
        color="yellow"
        title="Waiting to send"
        role="status"
        icon={<IconCloudOff size={18} aria-hidden />}
      >
        <Stack gap={4}>
          <Text size="sm">
            {`The ${words} finished on this phone with no connection is kept here and is sent as soon as the connection returns.`}
          </Text>
          <Text size="sm" fw={500}>
            {summary}
          </Text>
        </Stack>
      </Alert>
    );
  }
  const discard = () =>
    openAppModal({
      type: 'confirm',
      title: `Discard the kept ${words}?`,
      message: `What was kept on this phone (${summary}) is removed. The agreement stays as it is.`,
      confirmLabel: 'Discard',
      onConfirm: () => {
        client.getMutationCache().remove(kept.mutation);
        void forgetGroup(kept.send.key).catch(() => {});
      },
    });
  return (
    <Alert color="red" title={`The kept ${words} was refused`} role="alert">
      <Stack gap={6}>
        <Text size="sm">{kept.refusal}</Text>
        <Text size="sm">{`Kept on this phone: ${summary}.`}</Text>
        <Group>
          <Button size="xs" variant="light" color="red" onClick={discard}>
            {`Discard the kept ${words}`}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * Steps of this agreement kept on the phone by an earlier visit of the page (a reload, a closed
 * tab): waiting for a connection, or refused when they arrived, with what they carry.
 */
export function KeptSteps({ kept }: { kept: KeptStep[] }) {
  const shown = kept.filter((k) => !k.sent);
  if (shown.length === 0) return null;
  return (
    <Stack gap="sm">
      {shown.map((k) => (
        <KeptStepAlert key={k.mutation.mutationId} kept={k} />
      ))}
    </Stack>
  );
}

/** A step of this agreement still waiting on the phone: no other may be begun meanwhile. */
export const hasWaitingStep = (kept: KeptStep[]) => kept.some((k) => k.waiting);

/**
 * Whether a kept step makes the form of `step` pointless: it waits, or it has just been applied
 * (its reply may reach the agreement a moment after the step's own state changes).
 */
export const keptStepCovers = (kept: KeptStep[], step: StepName) =>
  kept.some((k) => k.send.step === step && (k.waiting || k.sent));
