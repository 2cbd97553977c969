import type { VehicleDocument } from '@fleetdesk/contract/documents';
import type { Registration } from '@fleetdesk/contract/registrations';
import type { Config } from '../../config';
import type { AppDeps } from '../../platform/deps';
import { can, type ShopContext } from '../../platform/request-context';
import type { RegistrationCore } from './registrations.repository';

/** A registration's documents: the documents module lists them (handed in by modules/index.ts). */
export type RegistrationDocuments = (
  ctx: ShopContext,
  config: Config,
  registrationId: number,
) => Promise<VehicleDocument[]>;

export type RegistrationDeps = Pick<AppDeps, 'config'> & { documentsOf: RegistrationDocuments };
/** The API shape: the registration with its documents. */
export async function present(
  ctx: ShopContext,
  deps: RegistrationDeps,
  core: RegistrationCore,
): Promise<Registration> {
  const { vehicleId: _vehicleId, ...rest } = core;
  // Documents (and their signed links) only for those who may see documents.
  const documents = can(ctx, 'canViewDocuments')
    ? await deps.documentsOf(ctx, deps.config, core.id)
    : [];
  return { ...rest, documents };
}
