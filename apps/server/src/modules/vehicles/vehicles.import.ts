import { insertRows } from '../../platform/database/insert-rows';
import { and, eq, inArray } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { recordEvents } from '../../platform/events';
import { recordAudits } from '../audit';
import { users } from '../auth';
import { locations, memberships } from '../shops';
import * as repo from './vehicles.repository';
import { vehicleVehicleTypes, vehicles } from './vehicles.tables';

/**
 * What an import of many vehicles needs from the core (issue 26): the shop's names that a file's
 * cells resolve to, the VINs it already has, and the vehicles written in bulk with their types
 * and audit rows, as a created vehicle would be (vehicles.write.service.ts).
 */

/** Rows per insert: well under PostgreSQL's 65,535 bind parameters for any of these tables. */
export const IMPORT_CHUNK = 1000;

export function chunksOf<T>(items: readonly T[], size = IMPORT_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

export type ImportReferences = {
  /** Lower-case location name → id. */
  locations: Map<string, number>;
  /** Lower-case e-mail of an active member → user id. */
  members: Map<string, number>;
  /** Type name → id. */
  types: Map<string, number>;
  /** Those of the given VINs this shop already has (archived ones too). */
  takenVins: Set<string>;
};

/** Four statements whatever the file's length. */
export async function importReferences(
  ctx: ShopContext,
  vins: readonly string[],
): Promise<ImportReferences> {
  const [shopLocations, members, types, taken] = [
    await ctx.db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.shopId, ctx.shopId)),
    await ctx.db
      .select({ id: users.id, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.shopId, ctx.shopId),
          eq(memberships.isActive, true),
          eq(users.isActive, true),
        ),
      ),
    await repo.listVehicleTypes(ctx),
    vins.length === 0
      ? []
      : await ctx.db
          .select({ vin: vehicles.vin })
          .from(vehicles)
          .where(and(eq(vehicles.shopId, ctx.shopId), inArray(vehicles.vin, [...vins]))),
  ];
  return {
    locations: new Map(shopLocations.map((l) => [l.name.trim().toLowerCase(), l.id])),
    members: new Map(members.map((m) => [m.email.trim().toLowerCase(), m.id])),
    types: new Map(types.map((t) => [t.name, t.id])),
    takenVins: new Set(taken.map((t) => t.vin)),
  };
}

export type ImportedVehicle = repo.VehicleWrite & {
  typeIds: number[];
  /** The odometer the file gives: its first reading (the mileage module writes the log). */
  currentMileage: number | null;
  /** The status dates of the registration and policy the row also creates (their modules' rule). */
  registrationExpiresOn: string | null;
  insuranceEndsOn: string | null;
};

/**
 * Inserts the vehicles, their types and one audit row each (the create's image), a thousand
 * rows a statement; returns each one's id in the order given. Run it inside the import's
 * transaction: a unique VIN violation (another writer was first) undoes the lot.
 */
export async function insertImportedVehicles(
  ctx: ShopContext,
  rows: readonly ImportedVehicle[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunksOf(rows)) {
    // Written with their type ids and status dates: the links' trigger and the records'
    // modules then find nothing to change, instead of rewriting every vehicle three times.
    const inserted = await insertRows(
      ctx.db,
      vehicles,
      chunk.map((values) => ({
        ...values,
        typeIds: [...new Set(values.typeIds)].sort((a, b) => a - b),
        shopId: ctx.shopId,
      })),
      { id: vehicles.id, vin: vehicles.vin },
    );
    const idOfVin = new Map(inserted.map((r) => [r.vin, r.id]));
    const chunkIds = chunk.map((row) => idOfVin.get(row.vin)!);
    ids.push(...chunkIds);
    const links = chunk.flatMap((row, i) =>
      row.typeIds.map((vehicleTypeId) => ({
        shopId: ctx.shopId,
        vehicleId: chunkIds[i]!,
        vehicleTypeId,
      })),
    );
    await insertRows(ctx.db, vehicleVehicleTypes, links);
    // The create's image as every other writer records it (names, not ids): one read a chunk.
    const images = await repo.vehicleSnapshots(ctx, chunkIds);
    await recordAudits(
      ctx,
      chunkIds.map((id) => ({
        entity: 'vehicle',
        entityId: id,
        action: 'create' as const,
        vehicleIds: [id],
        after: images.get(id),
      })),
    );
    await recordEvents(
      ctx,
      chunk.map((row, i) => ({
        type: 'vehicle.created' as const,
        data: { vin: row.vin, record: images.get(chunkIds[i]!) ?? null },
      })),
    );
  }
  return ids;
}
