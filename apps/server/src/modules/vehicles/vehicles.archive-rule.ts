import { VEHICLE_MESSAGES } from '@fleetdesk/contract/vehicles';
import type { ShopContext } from '../../platform/request-context';
import type { VehicleCore } from './vehicles.detail.repository';

/**
 * Another module's reason why a vehicle cannot be archived now (financing: an active loan or
 * lease), or null. Handed in at modules/index.ts, so the core imports none of them.
 */
export type ArchiveBlocker = (ctx: ShopContext, vehicle: { id: number }) => Promise<string | null>;

/** What decides whether a vehicle may be archived. */
export type ArchiveFacts = { isArchived: boolean; blockedBy: string | null };

export async function archiveFacts(
  ctx: ShopContext,
  vehicle: Pick<VehicleCore, 'id' | 'is_archived'>,
  blockers: readonly ArchiveBlocker[] = [],
): Promise<ArchiveFacts> {
  let blockedBy: string | null = null;
  for (const blocker of blockers) {
    blockedBy = await blocker(ctx, vehicle);
    if (blockedBy) break;
  }
  return { isArchived: vehicle.is_archived, blockedBy };
}

/** Why the vehicle cannot be archived now, or null when it can: the one place this is decided. */
export function archiveRefusal(facts: ArchiveFacts): string | null {
  if (facts.isArchived) return VEHICLE_MESSAGES.alreadyArchived;
  return facts.blockedBy;
}

export const canBeArchived = (facts: ArchiveFacts) => archiveRefusal(facts) === null;
