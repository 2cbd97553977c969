import type { UserWidgetsResponse, Widget } from '@fleetdesk/contract/dashboard';
import { orderWidgets } from '@fleetdesk/contract/rules/widget-order';
import type { ModuleDefinition, WidgetDefinition } from '../../platform/module';

export type RegisteredWidget = WidgetDefinition & { module: string };

/** jsonb holds whatever was written: keep only strings. */
const strings = (stored: unknown): string[] =>
  Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];

/**
 * The user_widgets reply: the permitted widgets in the user's order, each enabled or not. With
 * nothing saved every permitted widget is enabled in default order. Saved ids of widgets the
 * member may no longer use (a permission withdrawn, a module gone) are left out.
 */
export function presentUserWidgets(
  permitted: readonly RegisteredWidget[],
  saved: { enabledWidgets: unknown; widgetOrder: unknown } | null,
): UserWidgetsResponse {
  const known = new Set(permitted.map((w) => w.widget_id));
  const order = saved ? strings(saved.widgetOrder).filter((id) => known.has(id)) : null;
  const enabled = saved ? new Set(strings(saved.enabledWidgets)) : known;
  const widgets: Widget[] = orderWidgets(permitted, order).map((w) => ({
    ...w,
    enabled: enabled.has(w.widget_id),
  }));
  const enabledIds = widgets.filter((w) => w.enabled).map((w) => w.widget_id);
  return {
    widgets,
    preferences: { enabled_widgets: enabledIds, widget_order: order ?? enabledIds },
  };
}

/** Every registered widget with its module's key. */
export const registeredWidgets = (modules: readonly ModuleDefinition[]): RegisteredWidget[] =>
  modules.flatMap((m) => m.widgets.map((w) => ({ ...w, module: m.key })));
