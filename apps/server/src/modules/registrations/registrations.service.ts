import {
  REGISTRATION_MESSAGES,
  type Registration,
  type registrationCreateSchema,
  type registrationPatchSchema,
} from '@fleetdesk/contract/registrations';
import type { z } from 'zod';
import { notFound } from '../../platform/errors';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordEvent } from '../../platform/events';
import { recordAudit } from '../audit';
import { recordRegistrationExpiry, reachVehicle } from '../vehicles';
import * as repo from './registrations.repository';
import { present, type RegistrationDeps } from './registrations.presenter';

type CreateValues = z.output<typeof registrationCreateSchema>;
type PatchValues = z.output<typeof registrationPatchSchema>;

const auditImage = ({ vehicleId: _vehicleId, ...rest }: repo.RegistrationCore) => rest;

/** vehicles.registration_expires_on follows the latest expiration (for the list's status). */
async function refreshVehicleExpiry(tx: ShopContext, vehicleId: number) {
  await recordRegistrationExpiry(tx, vehicleId, await repo.latestExpiration(tx, vehicleId));
}

export async function getRegistration(
  ctx: ShopContext,
  deps: RegistrationDeps,
  id: number,
): Promise<Registration> {
  const found = await repo.findRegistration(ctx, id);
  if (!found) throw notFound(REGISTRATION_MESSAGES.notFound);
  await reachVehicle(ctx, { id: found.vehicleId }, { message: REGISTRATION_MESSAGES.notFound });
  return present(ctx, deps, found);
}

export async function createRegistration(
  ctx: ShopContext,
  deps: RegistrationDeps,
  body: CreateValues,
): Promise<Registration> {
  return inTransaction(ctx, async (tx) => {
    const vehicle = await reachVehicle(tx, body.vehicle, { forUpdate: true });
    const id = await repo.insertRegistration(tx, vehicle.id, {
      plateCost: body.plate_cost ?? null,
      expirationDate: body.expiration_date,
      lastRenewed: body.last_renewed ?? null,
    });
    await refreshVehicleExpiry(tx, vehicle.id);
    const created = (await repo.findRegistration(tx, id))!;
    await recordAudit(tx, {
      entity: 'registration',
      entityId: id,
      action: 'create',
      vehicleIds: [vehicle.id],
      after: auditImage(created),
    });
    await recordEvent(tx, 'registration.saved', {
      id,
      vin: vehicle.vin,
      record: auditImage(created),
    });
    return present(tx, deps, created);
  });
}

export async function patchRegistration(
  ctx: ShopContext,
  deps: RegistrationDeps,
  id: number,
  body: PatchValues,
): Promise<Registration> {
  return inTransaction(ctx, async (tx) => {
    const before = await repo.findRegistration(tx, id);
    if (!before) throw notFound(REGISTRATION_MESSAGES.notFound);
    const vehicle = await reachVehicle(
      tx,
      { id: before.vehicleId },
      { forUpdate: true, message: REGISTRATION_MESSAGES.notFound },
    );
    await repo.updateRegistration(tx, id, {
      ...(body.plate_cost !== undefined && { plateCost: body.plate_cost }),
      ...(body.expiration_date !== undefined && { expirationDate: body.expiration_date }),
      ...(body.last_renewed !== undefined && { lastRenewed: body.last_renewed }),
    });
    await refreshVehicleExpiry(tx, before.vehicleId);
    const after = (await repo.findRegistration(tx, id))!;
    await recordAudit(tx, {
      entity: 'registration',
      entityId: id,
      action: 'update',
      vehicleIds: [before.vehicleId],
      before: auditImage(before),
      after: auditImage(after),
    });
    await recordEvent(tx, 'registration.saved', {
      id,
      vin: vehicle.vin,
      record: auditImage(after),
    });
    return present(tx, deps, after);
  });
}
