import {
  MODULE_SETTINGS_MESSAGES,
  type VehicleModuleSettings,
  type vehicleModuleSettingsPatchSchema,
} from '@fleetdesk/contract/vehicles';
import type { z } from 'zod';
import { notFound } from '../../platform/errors';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import * as repo from './module-settings.repository';

export const currentSettings = (ctx: ShopContext) => repo.currentSettings(ctx);

/** Changes the sent settings only (the screen saves one field at a time). */
export async function patchSettings(
  ctx: ShopContext,
  id: number,
  body: z.output<typeof vehicleModuleSettingsPatchSchema>,
): Promise<VehicleModuleSettings> {
  return inTransaction(ctx, async (tx) => {
    const before = await repo.findSettings(tx, id);
    if (!before) throw notFound(MODULE_SETTINGS_MESSAGES.notFound);
    // Nothing to change: the settings as they are, no update and no audit row.
    if (Object.values(body).every((v) => v === undefined)) return before;
    const change: repo.SettingsWrite = {
      registrationAdmin: body.registration_admin,
      registrationAdminEmail: body.registration_admin_email,
      registrationAdminAdditionalEmail: body.registration_admin_additional_email,
      registrationManager: body.registration_manager,
      registrationManagerEmail: body.registration_manager_email,
      warningThresholdDays: body.warning_threshold_days,
      criticalThresholdDays: body.critical_threshold_days,
      escalationThresholdDays: body.escalation_threshold_days,
    };
    // Drizzle leaves undefined values out of the SET list, so unsent settings keep their value.
    await repo.updateSettings(tx, id, change);
    const after = (await repo.findSettings(tx, id))!;
    await recordAudit(tx, {
      entity: 'vehicle_module_settings',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}
