import { and, eq } from 'drizzle-orm';
import type { VehicleModuleSettings } from '@fleetdesk/contract/vehicles';
import type { Db } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { vehicleModuleSettings as settings } from './vehicles.tables';

const columns = {
  id: settings.id,
  registration_admin: settings.registrationAdmin,
  registration_admin_email: settings.registrationAdminEmail,
  registration_admin_additional_email: settings.registrationAdminAdditionalEmail,
  registration_manager: settings.registrationManager,
  registration_manager_email: settings.registrationManagerEmail,
  warning_threshold_days: settings.warningThresholdDays,
  critical_threshold_days: settings.criticalThresholdDays,
  escalation_threshold_days: settings.escalationThresholdDays,
};

/** The shop's row, created with the table's defaults the first time it is asked for. */
export async function currentSettings(ctx: ShopContext): Promise<VehicleModuleSettings> {
  await ctx.db
    .insert(settings)
    .values({ shopId: ctx.shopId })
    .onConflictDoNothing({ target: settings.shopId });
  const [row] = await ctx.db.select(columns).from(settings).where(eq(settings.shopId, ctx.shopId));
  return row!;
}

export async function findSettings(
  ctx: ShopContext,
  id: number,
): Promise<VehicleModuleSettings | null> {
  const [row] = await ctx.db
    .select(columns)
    .from(settings)
    .where(and(eq(settings.shopId, ctx.shopId), eq(settings.id, id)));
  return row ?? null;
}

export type SettingsWrite = Partial<
  Omit<typeof settings.$inferInsert, 'id' | 'shopId' | 'updatedAt'>
>;

export async function updateSettings(
  ctx: ShopContext,
  id: number,
  values: SettingsWrite,
): Promise<void> {
  await ctx.db
    .update(settings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(settings.shopId, ctx.shopId), eq(settings.id, id)));
}

/**
 * The shop's settings for work without a member (the reminders job): read only, the table's
 * defaults when the shop never saved any.
 */
export async function settingsOfShop(
  db: Db,
  shopId: number,
): Promise<Omit<VehicleModuleSettings, 'id'>> {
  const { id: _id, ...rest } = columns;
  const [row] = await db.select(rest).from(settings).where(eq(settings.shopId, shopId));
  return (
    row ?? {
      registration_admin: '',
      registration_admin_email: '',
      registration_admin_additional_email: '',
      registration_manager: '',
      registration_manager_email: '',
      warning_threshold_days: 30,
      critical_threshold_days: 14,
      escalation_threshold_days: 7,
    }
  );
}
