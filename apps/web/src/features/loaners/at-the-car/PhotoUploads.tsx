import type { DamageStage } from '@fleetdesk/contract/loaners';
import { DAMAGE_ZONE_LABELS } from '@fleetdesk/contract/loaners';
import { Button, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureDetail } from '../../../lib/form';
import { forgetGroup } from '../../../lib/kept-files';
import { agreementKeys, uploadDamagePhoto } from '../api/agreements';
import type { StagedDamage } from './DamageMarker';

type Upload = {
  key: string;
  mark: StagedDamage;
  file: File;
  percent: number;
  failure: string | null;
};

export const PHOTO_FAILED = 'The photo could not be uploaded';

/**
 * The damage photos of a check-out or check-in, sent one after another once the agreement is
 * saved (the server needs the agreement out or returned first), each with its progress. The
 * copies kept on the phone under `keptGroup` (kept-photos.ts) are forgotten once all are up.
 */
export function usePhotoUploads(agreementId: number, stage: DamageStage, keptGroup?: string) {
  const client = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [running, setRunning] = useState(false);

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const send = async (queue: Upload[]) => {
    setRunning(true);
    let failed = false;
    for (const upload of queue) {
      update(upload.key, { percent: 0, failure: null });
      try {
        await uploadDamagePhoto({
          agreementId,
          stage,
          zone: upload.mark.zone,
          file: upload.file,
          onProgress: ({ percent }) => update(upload.key, { percent }),
        });
        update(upload.key, { percent: 100 });
      } catch (error) {
        failed = true;
        update(upload.key, { failure: failureDetail(error, PHOTO_FAILED) });
      }
    }
    if (!failed && keptGroup) await forgetGroup(keptGroup).catch(() => {});
    setRunning(false);
    await client.invalidateQueries({ queryKey: agreementKeys.detail(agreementId) });
  };

  /** Sends every photo of the marks. */
  const start = (marks: StagedDamage[]) => {
    const queue = marks.flatMap((mark) =>
      mark.photos.map((file, i) => ({
        key: `${mark.key}-${i}`,
        mark,
        file,
        percent: 0,
        failure: null,
      })),
    );
    setUploads(queue);
    return send(queue);
  };

  const retry = () => send(uploads.filter((u) => u.failure !== null));
  return { uploads, running, start, retry };
}

/** Each photo with its progress bar, what went wrong, and a retry for the ones that failed. */
export function PhotoUploadList({ uploads, running, retry }: ReturnType<typeof usePhotoUploads>) {
  if (uploads.length === 0) return null;
  const failed = uploads.some((u) => u.failure !== null);
  return (
    <Stack gap="xs" aria-label="Damage photos">
      <Text fw={600}>Damage photos</Text>
      {uploads.map((u) => (
        <Stack key={u.key} gap={2}>
          <Text size="sm">{`${DAMAGE_ZONE_LABELS[u.mark.zone]}: ${u.file.name}`}</Text>
          <Progress
            value={u.percent}
            color={u.failure ? 'red' : 'teal'}
            aria-label={`Upload of ${u.file.name}`}
          />
          <Text size="xs" c={u.failure ? 'red' : 'dimmed'}>
            {u.failure ?? (u.percent === 100 ? 'Uploaded' : `${u.percent}%`)}
          </Text>
        </Stack>
      ))}
      {failed && !running && (
        <Button variant="light" color="red" onClick={() => void retry()}>
          Retry the failed photos
        </Button>
      )}
    </Stack>
  );
}
