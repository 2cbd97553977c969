import { describe, expect, it } from 'vitest';
import { coveragePercent, hideWidget, orderWidgets, preferencesToSave } from './widget-order';

const w = (widget_id: string, default_order: number) => ({ widget_id, default_order });
const ids = (list: { widget_id: string }[]) => list.map((x) => x.widget_id);
const widgets = [w('c', 3), w('a', 1), w('d', 4), w('b', 2)];

describe('orderWidgets', () => {
  it('uses default_order when nothing is saved', () => {
    expect(ids(orderWidgets(widgets, null))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(orderWidgets(widgets, []))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lets the saved widget_order win over default_order', () => {
    expect(ids(orderWidgets(widgets, ['d', 'c', 'b', 'a']))).toEqual(['d', 'c', 'b', 'a']);
  });

  it('puts widgets the saved order does not name after the ordered ones, by default_order', () => {
    expect(ids(orderWidgets(widgets, ['c', 'a']))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('ignores saved ids that are not among the widgets', () => {
    expect(ids(orderWidgets(widgets, ['gone', 'b']))).toEqual(['b', 'a', 'c', 'd']);
  });
});

describe('preferencesToSave', () => {
  it('sets widget_order to the enabled widgets, in the order shown', () => {
    expect(
      preferencesToSave([
        { widget_id: 'b', enabled: true },
        { widget_id: 'a', enabled: false },
        { widget_id: 'c', enabled: true },
      ]),
    ).toEqual({ enabled_widgets: ['b', 'c'], widget_order: ['b', 'c'] });
  });
});

describe('hideWidget', () => {
  it('removes the widget from both lists', () => {
    expect(
      hideWidget({ enabled_widgets: ['a', 'b', 'c'], widget_order: ['c', 'b', 'a'] }, 'b'),
    ).toEqual({ enabled_widgets: ['a', 'c'], widget_order: ['c', 'a'] });
  });
});

describe('coveragePercent', () => {
  it('rounds valued / total to a whole percentage', () => {
    expect(coveragePercent(2, 3)).toBe(67);
    expect(coveragePercent(1, 3)).toBe(33);
    expect(coveragePercent(1, 8)).toBe(13);
    expect(coveragePercent(5, 5)).toBe(100);
  });

  it('is 0 when there are no vehicles', () => {
    expect(coveragePercent(0, 0)).toBe(0);
  });
});
