import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { vehiclePhotos } from '../vehicles';

/** A vehicle's photo row (the table is the vehicle core's; this module writes it). */
export type PhotoRow = typeof vehiclePhotos.$inferSelect;

export async function photoOfVehicle(ctx: ShopContext, vehicleId: number) {
  const [row] = await ctx.db
    .select()
    .from(vehiclePhotos)
    .where(and(eq(vehiclePhotos.shopId, ctx.shopId), eq(vehiclePhotos.vehicleId, vehicleId)));
  return row ?? null;
}

/** The vehicle's photo from now on: the row of a previous one is replaced (a new id). */
export async function replacePhoto(
  ctx: ShopContext,
  values: Pick<PhotoRow, 'vehicleId' | 'storageKey' | 'contentType' | 'fileSize'>,
): Promise<PhotoRow> {
  await deletePhoto(ctx, values.vehicleId);
  const [row] = await ctx.db
    .insert(vehiclePhotos)
    .values({ ...values, shopId: ctx.shopId, uploadedBy: ctx.userId })
    .returning();
  return row!;
}

export async function deletePhoto(ctx: ShopContext, vehicleId: number) {
  const [row] = await ctx.db
    .delete(vehiclePhotos)
    .where(and(eq(vehiclePhotos.shopId, ctx.shopId), eq(vehiclePhotos.vehicleId, vehicleId)))
    .returning();
  return row ?? null;
}

/** For a signed link: the photo by id within the link's shop (its scope is set by inScope). */
export async function photoById(db: Db, shopId: number, id: number) {
  const [row] = await db
    .select()
    .from(vehiclePhotos)
    .where(and(eq(vehiclePhotos.shopId, shopId), eq(vehiclePhotos.id, id)));
  return row ?? null;
}
