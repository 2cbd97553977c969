import { VEHICLE_MESSAGES } from '@fleetdesk/contract/vehicles';
import type { ShopContext } from '../../platform/request-context';
import type { VehicleCore } from './vehicles.detail.repository';

/**
 * What decides whether a vehicle may be archived. An active financing will add a fact
 * here (and a reason in archiveRefusal) once financing exists.
 */
export type ArchiveFacts = { isArchived: boolean };

export async function archiveFacts(
  _ctx: ShopContext,
  vehicle: Pick<VehicleCore, 'id' | 'is_archived'>,
): Promise<ArchiveFacts> {
  return { isArchived: vehicle.is_archived };
}

/** Why the vehicle cannot be archived now, or null when it can: the one place this is decided. */
export function archiveRefusal(facts: ArchiveFacts): string | null {
  if (facts.isArchived) return VEHICLE_MESSAGES.alreadyArchived;
  return null;
}

export const canBeArchived = (facts: ArchiveFacts) => archiveRefusal(facts) === null;
