import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Registration } from '@fleetdesk/contract/registrations';
import { prepared } from '../../platform/database/prepared';
import type { ShopContext } from '../../platform/request-context';
import { vehicles } from '../vehicles';
import { registrations } from './registrations.tables';

/** A registration in the API shape, without its documents (those come from the documents area). */
export type RegistrationCore = Omit<Registration, 'documents'> & { vehicleId: number };

const columns = {
  id: registrations.id,
  vehicleId: registrations.vehicleId,
  vehicle: vehicles.vin,
  vehicle_description: vehicles.description,
  plate_cost: registrations.plateCost,
  expiration_date: registrations.expirationDate,
  last_renewed: registrations.lastRenewed,
};

const base = (ctx: ShopContext) =>
  ctx.db
    .select(columns)
    .from(registrations)
    .innerJoin(vehicles, eq(vehicles.id, registrations.vehicleId));

export async function findRegistration(
  ctx: ShopContext,
  id: number,
): Promise<RegistrationCore | null> {
  const [row] = await base(ctx).where(
    and(eq(registrations.shopId, ctx.shopId), eq(registrations.id, id)),
  );
  return row ?? null;
}

/** Newest expiration first: the first is the vehicle's current registration. */
export async function listForVehicle(
  ctx: ShopContext,
  vehicleId: number,
): Promise<RegistrationCore[]> {
  const statement = prepared(ctx.db, 'registrations_of_vehicle', (db) =>
    db
      .select(columns)
      .from(registrations)
      .innerJoin(vehicles, eq(vehicles.id, registrations.vehicleId))
      .where(
        and(
          eq(registrations.shopId, sql.placeholder('shopId')),
          eq(registrations.vehicleId, sql.placeholder('vehicleId')),
        ),
      )
      .orderBy(desc(registrations.expirationDate), desc(registrations.id))
      .prepare('registrations_of_vehicle'),
  );
  return statement.execute({ shopId: ctx.shopId, vehicleId });
}

export type RegistrationWrite = {
  plateCost: string | null;
  expirationDate: string;
  lastRenewed: string | null;
};

export async function insertRegistration(
  ctx: ShopContext,
  vehicleId: number,
  values: RegistrationWrite,
): Promise<number> {
  const [row] = await ctx.db
    .insert(registrations)
    .values({ ...values, shopId: ctx.shopId, vehicleId })
    .returning({ id: registrations.id });
  return row!.id;
}

export async function updateRegistration(
  ctx: ShopContext,
  id: number,
  values: Partial<RegistrationWrite>,
): Promise<void> {
  await ctx.db
    .update(registrations)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(registrations.shopId, ctx.shopId), eq(registrations.id, id)));
}

/** The latest expiration among the vehicle's registrations (null without any). */
export async function latestExpiration(
  ctx: ShopContext,
  vehicleId: number,
): Promise<string | null> {
  const [row] = await ctx.db
    .select({ latest: max(registrations.expirationDate) })
    .from(registrations)
    .where(and(eq(registrations.shopId, ctx.shopId), eq(registrations.vehicleId, vehicleId)));
  return row?.latest ?? null;
}
