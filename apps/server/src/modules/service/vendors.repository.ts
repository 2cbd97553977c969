import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { Vendor } from '@fleetdesk/contract/service';
import type { ShopContext } from '../../platform/request-context';
import { containsPattern } from '../vehicles';
import { vendors } from './service.tables';

const columns = {
  id: vendors.id,
  name: vendors.name,
  vendor_type: vendors.vendorType,
  phone: vendors.phone,
  email: vendors.email,
  address: vendors.address,
  notes: vendors.notes,
  createdAt: vendors.createdAt,
};

type Row = Omit<Vendor, 'created_at'> & { createdAt: Date };
const present = ({ createdAt, ...row }: Row): Vendor => ({
  ...row,
  created_at: createdAt.toISOString(),
});

export async function listVendors(
  ctx: ShopContext,
  filter: { vendorType?: string; search?: string; limit: number; offset: number },
): Promise<{ count: number; results: Vendor[] }> {
  const conditions: SQL[] = [eq(vendors.shopId, ctx.shopId)];
  if (filter.vendorType) conditions.push(eq(vendors.vendorType, filter.vendorType));
  if (filter.search) conditions.push(ilike(vendors.name, containsPattern(filter.search)));
  const where = and(...conditions);
  const [total] = await ctx.db.select({ n: count() }).from(vendors).where(where);
  const rows = await ctx.db
    .select(columns)
    .from(vendors)
    .where(where)
    .orderBy(asc(vendors.name), asc(vendors.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, results: rows.map(present) };
}

export async function findVendor(ctx: ShopContext, id: number): Promise<Vendor | null> {
  const [row] = await ctx.db
    .select(columns)
    .from(vendors)
    .where(and(eq(vendors.shopId, ctx.shopId), eq(vendors.id, id)));
  return row ? present(row) : null;
}

export type VendorWrite = {
  name: string;
  vendorType: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
};

export async function insertVendor(ctx: ShopContext, values: VendorWrite): Promise<number> {
  const [row] = await ctx.db
    .insert(vendors)
    .values({ ...values, shopId: ctx.shopId })
    .returning({ id: vendors.id });
  return row!.id;
}

export async function updateVendor(
  ctx: ShopContext,
  id: number,
  values: Partial<VendorWrite>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await ctx.db
    .update(vendors)
    .set(values)
    .where(and(eq(vendors.shopId, ctx.shopId), eq(vendors.id, id)));
}
