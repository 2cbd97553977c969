/** Spec 1 sections 4 and 5: the order and visibility of a user's dashboard widgets. */

type Orderable = { widget_id: string; default_order: number };
type Preferences = { enabled_widgets: readonly string[]; widget_order: readonly string[] };

/**
 * The saved widget_order wins, else default_order; widgets the saved order does not name come
 * after the ordered ones, by default_order.
 */
export function orderWidgets<W extends Orderable>(
  widgets: readonly W[],
  widgetOrder: readonly string[] | null,
): W[] {
  const rank = new Map((widgetOrder ?? []).map((id, i) => [id, i]));
  return [...widgets].sort((a, b) => {
    const ra = rank.get(a.widget_id);
    const rb = rank.get(b.widget_id);
    if (ra !== undefined && rb !== undefined) return ra - rb;
    if (ra !== undefined) return -1;
    if (rb !== undefined) return 1;
    return a.default_order - b.default_order;
  });
}

/** Saving settings: widget_order becomes the enabled widgets, in the order shown. */
export function preferencesToSave(
  widgetsInOrder: readonly { widget_id: string; enabled: boolean }[],
): { enabled_widgets: string[]; widget_order: string[] } {
  const enabled = widgetsInOrder.filter((w) => w.enabled).map((w) => w.widget_id);
  return { enabled_widgets: enabled, widget_order: [...enabled] };
}

/** Hiding a widget removes it from enabled_widgets and widget_order. */
export function hideWidget(
  preferences: Preferences,
  widgetId: string,
): { enabled_widgets: string[]; widget_order: string[] } {
  return {
    enabled_widgets: preferences.enabled_widgets.filter((id) => id !== widgetId),
    widget_order: preferences.widget_order.filter((id) => id !== widgetId),
  };
}

/** Fleet value coverage: valued vehicles as a rounded percentage of all (none: 0). */
export function coveragePercent(valued: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((valued / total) * 100);
}
