import { eq, sql } from 'drizzle-orm';
import type { ImportMapping } from '@fleetdesk/contract/vehicle-import';
import type { ShopContext } from '../../platform/request-context';
import { vehicleImportMappings } from './vehicle-import.tables';

/** The shop's remembered mapping (header → field), empty before its first import. */
export async function rememberedMapping(ctx: ShopContext): Promise<ImportMapping> {
  const [row] = await ctx.db
    .select({ mapping: vehicleImportMappings.mapping })
    .from(vehicleImportMappings)
    .where(eq(vehicleImportMappings.shopId, ctx.shopId));
  return row?.mapping ?? {};
}

/** Merges this import's mapping over what the shop remembered (headers it did not name stay). */
export async function rememberMapping(ctx: ShopContext, mapping: ImportMapping): Promise<void> {
  await ctx.db
    .insert(vehicleImportMappings)
    .values({ shopId: ctx.shopId, mapping })
    .onConflictDoUpdate({
      target: vehicleImportMappings.shopId,
      set: {
        mapping: sql`${vehicleImportMappings.mapping} || excluded.mapping`,
        updatedAt: new Date(),
      },
    });
}
