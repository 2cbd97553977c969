import type { DamageStage, DamageZone } from '@fleetdesk/contract/loaners';
import type { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '../../../lib/api';
import { failureDetail } from '../../../lib/form';
import {
  fileOf,
  forgetFile,
  forgetGroup,
  keepFiles,
  keptFiles,
  keptGroups,
} from '../../../lib/kept-files';
import { showToast } from '../../../lib/toast';
import { agreementKeys, uploadDamagePhoto } from '../api/agreements';
import type { StagedDamage } from './DamageMarker';

export const KEPT_PHOTO_FAILED = 'A damage photo kept on this phone could not be uploaded';

/**
 * Keeps the photos of a step's damage marks on the phone, under the step's key, before the step
 * is sent: if the page is reloaded while it waits, its photos are not lost with the form. A
 * phone that cannot keep them (no IndexedDB) still sends them from the page.
 */
export async function keepStepPhotos(
  step: { key: string; agreementId: number; stage: DamageStage },
  marks: StagedDamage[],
): Promise<void> {
  const files = marks.flatMap((mark) =>
    mark.photos.map((file) => ({
      file,
      meta: { agreementId: String(step.agreementId), stage: step.stage, zone: mark.zone },
    })),
  );
  // A form sent again (after a refusal it could correct) replaces what it kept.
  await forgetGroup(step.key)
    .then(() => keepFiles(step.key, files))
    .catch(() => {});
}

/**
 * A step the server refused takes its kept photos with it: left on the phone, they would be sent
 * at the next start for a step never applied, and refused there too. A send that met no network
 * is no refusal: its photos stay.
 */
export async function forgetRefusedStepPhotos(key: string, error: unknown): Promise<void> {
  if (error instanceof NetworkError) return;
  await forgetGroup(key).catch(() => {});
}

/**
 * Sends the kept photos of a step whose agreement has been saved, oldest first; each is
 * forgotten once it is up. One that meets no network stops the round (they wait for the next);
 * one the server refuses is said in a toast and forgotten. Returns how many were sent.
 */
export async function sendKeptPhotos(client: QueryClient, group: string): Promise<number> {
  let sent = 0;
  const agreements = new Set<number>();
  for (const [id, kept] of await keptFiles(group)) {
    const agreementId = Number(kept.meta.agreementId);
    try {
      await uploadDamagePhoto({
        agreementId,
        stage: kept.meta.stage as DamageStage,
        zone: kept.meta.zone as DamageZone,
        file: fileOf(kept),
      });
      sent += 1;
      agreements.add(agreementId);
    } catch (error) {
      if (error instanceof NetworkError) break;
      showToast({ type: 'error', title: KEPT_PHOTO_FAILED, message: failureDetail(error, '') });
    }
    await forgetFile(id);
  }
  for (const id of agreements) {
    await client.invalidateQueries({ queryKey: agreementKeys.detail(id) });
  }
  return sent;
}

/** How many photos a step keeps on the phone. */
export const keptPhotoCount = async (group: string) => (await keptFiles(group)).length;

/**
 * At start: the kept photos of steps already applied (the page was closed while they went up)
 * are sent; those of steps still kept (waiting, or refused and shown) stay with their step.
 */
export async function sendLeftoverPhotos(client: QueryClient, kept: Set<string>) {
  const groups = await keptGroups().catch(() => [] as string[]);
  for (const group of groups) if (!kept.has(group)) await sendKeptPhotos(client, group);
}
