import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/client';
import { prepared } from '../../platform/database/prepared';
import type { ShopContext } from '../../platform/request-context';
import { visibleVehicleRecords, vehicles } from '../vehicles';
import type { ServiceType } from '@fleetdesk/contract/service';
import type { ServiceRow } from './service.presenter';
import { serviceRecords, vendors } from './service.tables';

/** A service record's columns, as the list and the vehicle detail's recent records read them. */
export const serviceRecordFields = {
  id: serviceRecords.id,
  service_date: serviceRecords.serviceDate,
  vendor_id: serviceRecords.vendorId,
  vendor_name: vendors.name,
  service_type: serviceRecords.serviceType,
  amount: serviceRecords.amount,
  description: serviceRecords.description,
  mileage_at_service: serviceRecords.mileageAtService,
  parts_cost: serviceRecords.partsCost,
  labor_cost: serviceRecords.laborCost,
  invoice_number: serviceRecords.invoiceNumber,
  next_service_date: serviceRecords.nextServiceDate,
  next_service_mileage: serviceRecords.nextServiceMileage,
  createdAt: serviceRecords.createdAt,
};
const columns = {
  ...serviceRecordFields,
  vehicle: vehicles.vin,
  vehicle_description: vehicles.description,
};
const base = (db: Db, extra: { total?: SQL<number> } = {}) =>
  db
    .select({ ...columns, ...extra })
    .from(serviceRecords)
    .innerJoin(vehicles, eq(vehicles.id, serviceRecords.vehicleId))
    .innerJoin(vendors, eq(vendors.id, serviceRecords.vendorId));

async function select(
  ctx: ShopContext,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<ServiceRow[]> {
  return base(ctx.db)
    .where(where)
    .orderBy(desc(serviceRecords.serviceDate), desc(serviceRecords.id))
    .limit(limit)
    .offset(offset);
}

/** The shop's records (of one vehicle); across vehicles, without archived vehicles' for those who may not see them. */
const scope = (ctx: ShopContext, vehicleId?: number) =>
  and(
    eq(serviceRecords.shopId, ctx.shopId),
    vehicleId === undefined
      ? visibleVehicleRecords(ctx, serviceRecords.vehicleId)
      : eq(serviceRecords.vehicleId, vehicleId),
  );

/** Newest service date first. */
export async function listServiceRecords(
  ctx: ShopContext,
  filter: { vehicleId?: number; limit: number; offset: number },
): Promise<{ count: number; results: ServiceRow[] }> {
  const where = scope(ctx, filter.vehicleId);
  const [total] = await ctx.db.select({ n: count() }).from(serviceRecords).where(where);
  return { count: total?.n ?? 0, results: await select(ctx, where, filter.limit, filter.offset) };
}

/**
 * The newest records of a vehicle and how many it has in all (the window counts before the
 * limit), read on every vehicle detail: prepared once (platform/database/prepared.ts).
 */
export async function recentForVehicle(ctx: ShopContext, vehicleId: number, limit: number) {
  const statement = prepared(ctx.db, 'recent_service_of_vehicle', (db) =>
    base(db, { total: sql<number>`count(*) over ()` })
      .where(
        and(
          eq(serviceRecords.shopId, sql.placeholder('shopId')),
          eq(serviceRecords.vehicleId, sql.placeholder('vehicleId')),
        ),
      )
      .orderBy(desc(serviceRecords.serviceDate), desc(serviceRecords.id))
      .limit(sql.placeholder('limit'))
      .prepare('recent_service_of_vehicle'),
  );
  const rows = await statement.execute({ shopId: ctx.shopId, vehicleId, limit });
  return { count: Number(rows[0]?.total ?? 0), results: rows };
}

export async function findServiceRecord(ctx: ShopContext, id: number): Promise<ServiceRow | null> {
  const [row] = await select(
    ctx,
    and(eq(serviceRecords.shopId, ctx.shopId), eq(serviceRecords.id, id)),
    1,
  );
  return row ?? null;
}

export type ServiceRecordWrite = {
  vehicleId: number;
  vendorId: number;
  serviceDate: string;
  serviceType: ServiceType;
  amount: string;
  description: string;
  mileageAtService: number | null;
  partsCost: string | null;
  laborCost: string | null;
  invoiceNumber: string;
  nextServiceDate: string | null;
  nextServiceMileage: number | null;
  createdBy: number | null;
};

export async function insertServiceRecord(
  ctx: ShopContext,
  values: ServiceRecordWrite,
): Promise<number> {
  const [row] = await ctx.db
    .insert(serviceRecords)
    .values({ ...values, shopId: ctx.shopId })
    .returning({ id: serviceRecords.id });
  return row!.id;
}
