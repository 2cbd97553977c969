import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { CSV_HEADER, loanerFixtures as citationFixtures } from './loaners.citations.test-fixtures';
import { hoursFromNow, loanerFixtures } from './loaners.test-fixtures';

/** The shop's admin fee per citation (issue 36 §5): at import and when attached by hand. */

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
let c: ReturnType<typeof citationFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
  c = citationFixtures(t);
});
afterAll(() => t.close());

type Charge = { kind: string; amount: string; bill_to: string; description: string };
const csv = (...lines: string[]) => [CSV_HEADER, ...lines].join('\n');

/**
 * A shop whose settings are `rules` when its loaner is reserved, then lent from 48 to 2 hours
 * ago; the settings are put back to no fee afterwards (the agreement keeps what it was made with).
 */
async function lent(rules: Record<string, unknown>) {
  const s = await f.setup();
  const patch = (body: Record<string, unknown>) =>
    t.request(s.admin, 'PATCH', '/api/loaners/settings/', body);
  expect((await patch(rules)).statusCode).toBe(200);
  const a = await f.reserve(s.admin, s.vin, s.customer.id, {
    starts_at: hoursFromNow(-50),
    due_at: hoursFromNow(5),
  });
  expect((await patch({ toll_admin_fee: '0.00' })).statusCode).toBe(200);
  await f.lend(s.admin, a.id, 48, 2);
  return { ...s, id: a.id, number: a.number };
}

const chargesOf = async (user: TestUser, id: number): Promise<Charge[]> =>
  (await t.request(user, 'GET', `/api/loaners/agreements/${id}/`)).json().charges;

describe('the admin fee per citation', () => {
  it('adds the fee the agreement kept beside each matched citation, billed to the customer', async () => {
    const l = await lent({ toll_admin_fee: '3.50' });
    const res = await c.importCsv(
      l.admin,
      csv(
        `${l.plate},${hoursFromNow(-24)},12.00,toll,E-ZPass,AF-1`,
        `${l.plate},${hoursFromNow(-20)},40.00,ticket,,AF-2`,
      ),
      false,
    );
    expect(res.json().counts, res.body).toMatchObject({ matched: 2 });
    const charges = await chargesOf(l.admin, l.id);
    expect(charges.filter((x) => x.kind === 'admin_fee')).toEqual([
      expect.objectContaining({
        amount: '3.50',
        bill_to: 'customer',
        description: 'Admin fee: toll AF-1',
      }),
      expect.objectContaining({
        amount: '3.50',
        bill_to: 'customer',
        description: 'Admin fee: ticket AF-2',
      }),
    ]);
    const agreement = await t.request(l.admin, 'GET', `/api/loaners/agreements/${l.id}/`);
    expect(agreement.json().totals.customer_amount).toBe('59.00');
  });

  it('adds none for a late citation (the shop bears it) nor with the default 0.00', async () => {
    const late = await lent({ toll_admin_fee: '3.50', citation_grace_days: 0 });
    await c.importCsv(late.admin, csv(`${late.plate},${hoursFromNow(-24)},12,toll,,AF-L`), false);
    expect((await chargesOf(late.admin, late.id)).map((x) => [x.kind, x.bill_to])).toEqual([
      ['toll', 'shop'],
    ]);
    const none = await lent({});
    await c.importCsv(none.admin, csv(`${none.plate},${hoursFromNow(-24)},12,toll,,AF-N`), false);
    expect((await chargesOf(none.admin, none.id)).map((x) => x.kind)).toEqual(['toll']);
  });

  it('adds the fee when an unmatched citation is attached by hand', async () => {
    const l = await lent({ toll_admin_fee: '2.00' });
    const imported = await c.importCsv(
      l.admin,
      csv(`NOPE 1,${hoursFromNow(-24)},35.00,ticket,City,AF-A`),
      false,
    );
    expect(imported.json().counts.unmatched, imported.body).toBe(1);
    const list = await t.request(l.admin, 'GET', '/api/loaners/citations/?matched=false');
    const citation = list.json().results[0].id;
    const res = await t.request(l.admin, 'POST', `/api/loaners/citations/${citation}/attach/`, {
      agreement: l.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await chargesOf(l.admin, l.id)).map((x) => [x.kind, x.amount])).toEqual([
      ['ticket', '35.00'],
      ['admin_fee', '2.00'],
    ]);
  });
});
