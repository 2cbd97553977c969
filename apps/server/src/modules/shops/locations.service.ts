import type {
  Location,
  LocationInput,
  LocationUpdate,
  OptionListQuery,
} from '@fleetdesk/contract/shops';
import { fieldError, notFound, uniqueViolation } from '../../platform/errors';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import * as repo from './locations.repository';
import { pageWindow } from '../../platform/pagination';

export const LOCATION_NAME_TAKEN = 'A location with this name already exists.';
const nameTakenError = () => fieldError('name', LOCATION_NAME_TAKEN);

/** Two requests racing for the same name: the unique index answers for the loser. */
const isDuplicateName = (err: unknown) => uniqueViolation(err) !== null;

export function listLocations(ctx: ShopContext, query: OptionListQuery) {
  return repo.listLocations(ctx, {
    ...pageWindow(query),
  });
}

export async function createLocation(ctx: ShopContext, input: LocationInput): Promise<Location> {
  try {
    return await inTransaction(ctx, async (tx) => {
      if (await repo.nameTaken(tx, input.name)) throw nameTakenError();
      const created = await repo.insertLocation(tx, input);
      await recordAudit(tx, {
        entity: 'location',
        entityId: created.id,
        action: 'create',
        after: created,
      });
      return created;
    });
  } catch (err) {
    throw isDuplicateName(err) ? nameTakenError() : err;
  }
}

export async function updateLocation(
  ctx: ShopContext,
  id: number,
  input: LocationUpdate,
): Promise<Location> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const before = await repo.findLocation(tx, id);
      if (!before) throw notFound('Location not found.');
      if (input.name === undefined && input.address === undefined) return before;
      if (input.name !== undefined && (await repo.nameTaken(tx, input.name, id)))
        throw nameTakenError();
      const after = (await repo.updateLocation(tx, id, input))!;
      await recordAudit(tx, { entity: 'location', entityId: id, action: 'update', before, after });
      return after;
    });
  } catch (err) {
    throw isDuplicateName(err) ? nameTakenError() : err;
  }
}
