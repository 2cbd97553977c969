import { DASHBOARD_MESSAGES, type UpdateWidgets } from '@fleetdesk/contract/dashboard';
import type { FieldErrors } from '@fleetdesk/contract/common';
import { fieldErrors } from '../../platform/errors';
import type { ModuleDefinition } from '../../platform/module';
import { can, inTransaction, type ShopContext } from '../../platform/request-context';
import { presentUserWidgets, registeredWidgets } from './dashboard.presenter';
import * as repo from './dashboard.repository';

/** The registered widgets this member may use (those without a required permission, or holding it). */
export function permittedWidgets(modules: readonly ModuleDefinition[], ctx: ShopContext) {
  return registeredWidgets(modules).filter(
    (w) => w.required_permission === null || can(ctx, w.required_permission),
  );
}

export async function userWidgets(modules: readonly ModuleDefinition[], ctx: ShopContext) {
  return presentUserWidgets(permittedWidgets(modules, ctx), await repo.findPreferences(ctx));
}

/** Saves the member's choice; an id that is unknown or not permitted to them is a field error. */
export async function updateWidgets(
  modules: readonly ModuleDefinition[],
  ctx: ShopContext,
  body: UpdateWidgets,
) {
  const permitted = permittedWidgets(modules, ctx);
  const known = new Set(permitted.map((w) => w.widget_id));
  const errors: FieldErrors = {};
  for (const field of ['enabled_widgets', 'widget_order'] as const) {
    const unknown = body[field].filter((id) => !known.has(id));
    if (unknown.length)
      errors[field] = unknown.map((id) => `${DASHBOARD_MESSAGES.unknownWidgetId} (${id})`);
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return inTransaction(ctx, async (tx) => {
    await repo.savePreferences(tx, {
      enabledWidgets: body.enabled_widgets,
      widgetOrder: body.widget_order,
    });
    return presentUserWidgets(permitted, await repo.findPreferences(tx));
  });
}

/** Forgets the member's choice: every permitted widget again, in default order. */
export async function resetToDefaults(modules: readonly ModuleDefinition[], ctx: ShopContext) {
  return inTransaction(ctx, async (tx) => {
    await repo.deletePreferences(tx);
    return presentUserWidgets(permittedWidgets(modules, tx), null);
  });
}
