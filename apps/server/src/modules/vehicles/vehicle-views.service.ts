import {
  MAX_VIEWS,
  VEHICLE_VIEW_MESSAGES,
  type VehicleView,
  type VehicleViewPatchValues,
  type VehicleViewValues,
} from '@fleetdesk/contract/vehicle-views';
import { conflict, fieldError, notFound, uniqueViolation } from '../../platform/errors';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { presentView } from './vehicle-views.presenter';
import * as repo from './vehicle-views.repository';

/** Saved views of the vehicle list: each member's own, in each shop. */

export async function listViews(ctx: ShopContext): Promise<VehicleView[]> {
  return (await repo.listViews(ctx)).map(presentView);
}

/** Two saves of one name at once: the unique key decides, and the loser hears why. */
async function namedOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolation(err)) throw fieldError('name', VEHICLE_VIEW_MESSAGES.nameTaken);
    throw err;
  }
}

export async function createView(ctx: ShopContext, body: VehicleViewValues): Promise<VehicleView> {
  if ((await repo.countViews(ctx)) >= MAX_VIEWS) throw conflict(VEHICLE_VIEW_MESSAGES.tooMany);
  if (await repo.nameTaken(ctx, body.name))
    throw fieldError('name', VEHICLE_VIEW_MESSAGES.nameTaken);
  return presentView(await namedOnce(() => inTransaction(ctx, (tx) => repo.insertView(tx, body))));
}

export async function updateView(
  ctx: ShopContext,
  id: number,
  body: VehicleViewPatchValues,
): Promise<VehicleView> {
  const found = await repo.findView(ctx, id);
  if (!found) throw notFound(VEHICLE_VIEW_MESSAGES.notFound);
  // Nothing to change: the view as it is, its updated_at kept.
  if (Object.values(body).every((v) => v === undefined)) return presentView(found);
  if (body.name !== undefined && (await repo.nameTaken(ctx, body.name, id)))
    throw fieldError('name', VEHICLE_VIEW_MESSAGES.nameTaken);
  const row = await namedOnce(() => inTransaction(ctx, (tx) => repo.updateView(tx, id, body)));
  if (!row) throw notFound(VEHICLE_VIEW_MESSAGES.notFound);
  return presentView(row);
}

export async function deleteView(ctx: ShopContext, id: number): Promise<void> {
  if (!(await repo.deleteView(ctx, id))) throw notFound(VEHICLE_VIEW_MESSAGES.notFound);
}
