import { describe, expect, it } from 'vitest';
import { readSheetDate } from './sheet-dates';

describe('readSheetDate', () => {
  it.each([
    ['2026-03-04', '2026-03-04', 'iso'],
    ['3/4/2026', '2026-03-04', 'us'],
    ['03-04-2026', '2026-03-04', 'us'],
    ['3.4.26', '2026-03-04', 'us'],
    ['12/31/99', '1999-12-31', 'us'],
    ['Mar 4, 2026', '2026-03-04', 'month_name'],
    ['March 4 2026', '2026-03-04', 'month_name'],
    ['4 March 2026', '2026-03-04', 'month_name'],
    ['04-Mar-26', '2026-03-04', 'month_name'],
    ['2/29/2028', '2028-02-29', 'us'],
  ])('reads %s as %s (%s)', (text, iso, form) => {
    expect(readSheetDate(text)).toEqual({ iso, form });
  });

  it.each(['13/4/2026', '2/29/2027', '2026-02-30', 'Smarch 4, 2026', '4/2026', 'soon', ''])(
    'reads %j as no date',
    (text) => {
      expect(readSheetDate(text)).toBeNull();
    },
  );
});
