import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CITATION_ROWS } from '@fleetdesk/contract/loaners';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { shops } from '../shops/shops.tables';
import { CSV_HEADER, loanerFixtures } from './loaners.citations.test-fixtures';
import { loanAgreementCharges, loanAgreements, loanerCitations } from './loaners.tables';

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

/** An instant `days` from the test's start, whole seconds, as ISO 8601 (UTC). */
const NOW = Math.floor(Date.now() / 1000) * 1000;
const at = (days: number, seconds = 0) =>
  new Date(NOW + days * 86_400_000 + seconds * 1000).toISOString();
const csv = (...lines: string[]) => [CSV_HEADER, ...lines].join('\n');

type Lent = { shop: TestShop; admin: TestUser; plate: string; number: string; id: number };

/** A shop with one loaner lent from 10 days ago until 2 days ago (returned). */
async function lentLoaner(plate = `7ABC${Math.floor(Math.random() * 900 + 100)}`): Promise<Lent> {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop] });
  const car = await f.loaner(shop, { plate });
  const who = await f.customer(shop);
  const a = await f.agreement(shop, {
    vehicleId: car.id,
    customerId: who.id,
    startsAt: at(-10),
    dueAt: at(-3),
    checkedOutAt: at(-10),
    checkedInAt: at(-2),
  });
  return { shop, admin, plate, number: a.number, id: a.id };
}

const citationsOf = (shop: TestShop) =>
  t.inShop(shop, (db) =>
    db.select().from(loanerCitations).where(eq(loanerCitations.shopId, shop.id)),
  );
const chargesOf = (shop: TestShop) =>
  t.inShop(shop, (db) =>
    db.select().from(loanAgreementCharges).where(eq(loanAgreementCharges.shopId, shop.id)),
  );

describe('POST /api/loaners/citations/import/', () => {
  it('matches a plate written with spaces and in lower case, and a dry run writes nothing', async () => {
    const l = await lentLoaner('7ABC123');
    const res = await f.importCsv(l.admin, csv(`7 abc 123,${at(-5)},12.5,toll,E-ZPass,EZ-1`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      rows: [
        {
          line: 2,
          plate: '7 abc 123',
          occurred_at: at(-5),
          amount: '12.50',
          reference: 'EZ-1',
          result: 'matched',
          agreement: l.number,
          driver: null,
          error: null,
        },
      ],
      counts: { matched: 1, late: 0, assigned: 0, unmatched: 0, duplicate: 0, invalid: 0 },
    });
    expect(await citationsOf(l.shop)).toEqual([]);
    expect(await chargesOf(l.shop)).toEqual([]);
  });

  it('matches a hyphenated plate on either side: the ticket’s 3EAV-278 is the loaner 3EAV278', async () => {
    const plain = await lentLoaner('3EAV278');
    const ticket = await f.importCsv(
      plain.admin,
      csv(`3EAV-278,${at(-5)},35,ticket,City of Lynnwood,T-1`),
    );
    expect(ticket.json().rows[0]).toMatchObject({ result: 'matched', agreement: plain.number });
    const hyphenated = await lentLoaner('4FBW-391');
    const toll = await f.importCsv(hyphenated.admin, csv(`4fbw 391,${at(-5)},3,toll,,T-2`));
    expect(toll.json().rows[0]).toMatchObject({ result: 'matched', agreement: hyphenated.number });
  });

  it('matches at the exact check-out and check-in, not a second outside', async () => {
    const l = await lentLoaner();
    const res = await f.importCsv(
      l.admin,
      csv(
        `${l.plate},${at(-10, -1)},1.00,toll,,BEFORE`,
        `${l.plate},${at(-10)},1.00,toll,,AT-OUT`,
        `${l.plate},${at(-2)},1.00,toll,,AT-IN`,
        `${l.plate},${at(-2, 1)},1.00,toll,,AFTER`,
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().rows.map((r: { reference: string; result: string }) => [r.reference, r.result]),
    ).toEqual([
      ['BEFORE', 'unmatched'],
      ['AT-OUT', 'matched'],
      ['AT-IN', 'matched'],
      ['AFTER', 'unmatched'],
    ]);
  });

  it('matches a loaner still out, and reads a time without a zone in the shop’s zone', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const car = await f.loaner(shop, { plate: 'OUT 1' });
    const who = await f.customer(shop);
    const a = await f.agreement(shop, {
      vehicleId: car.id,
      customerId: who.id,
      startsAt: '2026-01-01T10:00:00Z',
      dueAt: '2026-01-02T10:00:00Z',
      checkedOutAt: '2026-01-01T10:00:00Z',
    });
    await t.db.update(shops).set({ timeZone: 'America/New_York' }).where(eq(shops.id, shop.id));
    const res = await f.importCsv(admin, csv(`out1,2026-02-01 09:30,3.25,TICKET,City,T-9`));
    expect(res.json().rows[0]).toMatchObject({
      result: 'matched',
      agreement: a.number,
      occurred_at: '2026-02-01T14:30:00.000Z',
    });
  });

  it('bills a toll imported after the grace days to the shop (late)', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const car = await f.loaner(shop, { plate: 'LATE1' });
    const who = await f.customer(shop);
    await f.agreement(shop, {
      vehicleId: car.id,
      customerId: who.id,
      startsAt: at(-45),
      dueAt: at(-40),
      checkedOutAt: at(-45),
      checkedInAt: at(-31),
    });
    const res = await f.importCsv(admin, csv(`LATE1,${at(-35)},4.00,toll,NTTA,L-1`), false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toMatchObject({ late: 1, matched: 0 });
    const [charge] = await chargesOf(shop);
    expect(charge).toMatchObject({
      kind: 'toll',
      billTo: 'shop',
      amount: '4.00',
      reference: 'L-1',
    });
  });

  it('lands a matched toll as a charge billed to the customer, and keeps the unmatched one', async () => {
    const l = await lentLoaner();
    const res = await f.importCsv(
      l.admin,
      csv(`${l.plate},${at(-5)},2.75,toll,E-ZPass NY,M-1`, `NOPE 1,${at(-5)},9.00,ticket,City,U-1`),
      false,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({
      matched: 1,
      late: 0,
      assigned: 0,
      unmatched: 1,
      duplicate: 0,
      invalid: 0,
    });
    const charges = await chargesOf(l.shop);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      agreementId: l.id,
      kind: 'toll',
      description: 'Toll: E-ZPass NY',
      amount: '2.75',
      billTo: 'customer',
      reference: 'M-1',
    });
    // On the agreement the borrower signed: a toll charge billed to them, in what they owe.
    const detail = await t.request(l.admin, 'GET', `/api/loaners/agreements/${l.id}/`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().charges).toMatchObject([
      { kind: 'toll', amount: '2.75', bill_to: 'customer', reference: 'M-1' },
    ]);
    expect(detail.json().totals.customer_amount).toBe('2.75');
    const unmatched = await t.request(l.admin, 'GET', '/api/loaners/citations/?matched=false');
    expect(unmatched.statusCode, unmatched.body).toBe(200);
    expect(unmatched.json()).toMatchObject({
      count: 1,
      results: [
        { reference: 'U-1', kind: 'ticket', amount: '9.00', result: 'unmatched', agreement: null },
      ],
    });
    const all = (await t.request(l.admin, 'GET', '/api/loaners/citations/')).json();
    expect(all.count).toBe(2);
    const matched = (
      await t.request(l.admin, 'GET', '/api/loaners/citations/?matched=true')
    ).json();
    expect(matched.results).toMatchObject([
      { reference: 'M-1', agreement: l.number, agreement_id: l.id },
    ]);
  });

  it('finds duplicates twice in the file and against an earlier import', async () => {
    const l = await lentLoaner();
    expect(
      (await f.importCsv(l.admin, csv(`${l.plate},${at(-5)},1.00,toll,,D-1`), false)).statusCode,
    ).toBe(200);
    const res = await f.importCsv(
      l.admin,
      csv(
        `${l.plate},${at(-4)},1.00,toll,,D-1`,
        `${l.plate},${at(-4)},1.00,toll,,D-2`,
        `${l.plate},${at(-3)},1.00,toll,,D-2`,
      ),
      false,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows.map((r: { result: string }) => r.result)).toEqual([
      'duplicate',
      'matched',
      'duplicate',
    ]);
    expect((await citationsOf(l.shop)).map((c) => c.reference).sort()).toEqual(['D-1', 'D-2']);
    expect(await chargesOf(l.shop)).toHaveLength(2);
  });

  it('refuses the whole file for one invalid row, naming what is wrong', async () => {
    const l = await lentLoaner();
    const res = await f.importCsv(
      l.admin,
      csv(
        `${l.plate},${at(-5)},1.00,toll,,OK-1`,
        `${l.plate},2026-02-30 10:00,1.00,toll,,BAD-DATE`,
        `${l.plate},${at(-5)},-3,toll,,BAD-AMOUNT`,
        `${l.plate},${at(-5)},1.00,parking,,BAD-KIND`,
        `,${at(-5)},1.00,toll,,`,
        `${l.plate},1500-06-01 10:00,1.00,toll,,YEAR-1500`,
        `${l.plate},9999-12-31T10:00Z,1.00,toll,,YEAR-9999`,
      ),
      false,
    );
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.counts).toEqual({
      matched: 1,
      late: 0,
      assigned: 0,
      unmatched: 0,
      duplicate: 0,
      invalid: 6,
    });
    expect(body.rows.map((r: { error: string | null }) => r.error)).toEqual([
      null,
      expect.stringContaining('not a valid date'),
      expect.stringContaining('amount'),
      'Unknown kind "parking": use toll or ticket.',
      'The plate is missing. The reference is missing.',
      'The date is not between 1900 and 2200.',
      'The date is not between 1900 and 2200.',
    ]);
    expect(await citationsOf(l.shop)).toEqual([]);
    expect(await chargesOf(l.shop)).toEqual([]);
  });

  it('refuses a file without the header, without a file, and above the row cap', async () => {
    const l = await lentLoaner();
    const noHeader = await f.importCsv(l.admin, `${l.plate},${at(-5)},1.00,toll,,X`);
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().file[0]).toContain('must name the columns');
    const tooMany = await f.importCsv(
      l.admin,
      csv(...Array.from({ length: MAX_CITATION_ROWS + 1 }, (_, i) => `P1,${at(-5)},1,toll,,R${i}`)),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().file[0]).toContain('more than 10,000');
    const unquoted = await f.importCsv(l.admin, csv(`"P1,${at(-5)},1,toll,,R`));
    expect(unquoted.statusCode).toBe(400);
    expect(unquoted.json().file[0]).toContain('could not be read as CSV');
    const none = await t.request(l.admin, 'POST', '/api/loaners/citations/import/', {});
    expect(none.statusCode).toBe(400);
  });

  it('never matches another shop’s loaner, and needs canManageLoanerCharges', async () => {
    const l = await lentLoaner();
    const other = await t.createShop();
    const stranger = await t.createUser({ shops: [other] });
    const res = await f.importCsv(stranger, csv(`${l.plate},${at(-5)},1.00,toll,,S-1`));
    expect(res.json().rows[0]).toMatchObject({ result: 'unmatched', agreement: null });
    const coordinator = await t.createUser({ shops: [l.shop], role: 'fleet_coordinator' });
    expect(
      (await f.importCsv(coordinator, csv(`${l.plate},${at(-5)},1.00,toll,,S-2`))).statusCode,
    ).toBe(403);
    expect((await t.request(coordinator, 'GET', '/api/loaners/citations/')).statusCode).toBe(200);
  });
});

describe('POST /api/loaners/citations/{id}/attach/', () => {
  /** An unmatched ticket kept in the shop's list (its plate is on no loaner). */
  async function unmatched(l: Lent, reference: string) {
    const res = await f.importCsv(
      l.admin,
      csv(`NOPE 1,${at(-5)},35.00,ticket,City of Lynnwood,${reference}`),
      false,
    );
    expect(res.json().counts.unmatched, res.body).toBe(1);
    const list = await t.request(l.admin, 'GET', '/api/loaners/citations/?matched=false');
    return list.json().results.find((c: { reference: string }) => c.reference === reference).id;
  }
  const attach = (user: TestUser, id: number, agreement: unknown) =>
    t.request(user, 'POST', `/api/loaners/citations/${id}/attach/`, { agreement });

  it('charges the customer as a matched import row does, with an audit row, once', async () => {
    const l = await lentLoaner();
    const id = await unmatched(l, 'ATT-1');
    const res = await attach(l.admin, id, l.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, result: 'matched', agreement: l.number });
    const [charge] = await chargesOf(l.shop);
    expect(charge).toMatchObject({
      agreementId: l.id,
      kind: 'ticket',
      description: 'Ticket: City of Lynnwood',
      amount: '35.00',
      billTo: 'customer',
      reference: 'ATT-1',
      citationId: id,
    });
    const left = await t.request(l.admin, 'GET', '/api/loaners/citations/?matched=false');
    expect(left.json().count).toBe(0);
    const audit = await t.inShop(l.shop, (db) =>
      db.select().from(auditLog).where(eq(auditLog.entity, 'loan_agreement_charge')),
    );
    expect(audit).toMatchObject([
      {
        entityId: String(charge!.id),
        action: 'create',
        after: { citation: id, agreement: l.number },
      },
    ]);
    const again = await attach(l.admin, id, l.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'This citation is already on an agreement.' });
    expect(await chargesOf(l.shop)).toHaveLength(1);
  });

  it('refuses a reserved or cancelled agreement, another shop’s ids, and needs canManageLoanerCharges', async () => {
    const l = await lentLoaner();
    const id = await unmatched(l, 'ATT-2');
    const [car] = await t.inShop(l.shop, (db) => db.select().from(loanAgreements));
    for (const status of ['reserved', 'cancelled'] as const) {
      const a = await f.agreement(l.shop, {
        vehicleId: car!.vehicleId,
        customerId: car!.customerId,
        status,
        startsAt: at(20),
        dueAt: at(21),
      });
      const res = await attach(l.admin, id, a.id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        agreement: ['Only an agreement that is out or returned can take a citation.'],
      });
    }
    const other = await lentLoaner();
    expect((await attach(l.admin, id, other.id)).statusCode).toBe(404);
    expect((await attach(other.admin, id, other.id)).statusCode).toBe(404);
    expect((await attach(l.admin, id, '')).json()).toEqual({
      agreement: ['Choose the agreement.'],
    });
    const coordinator = await t.createUser({ shops: [l.shop], role: 'fleet_coordinator' });
    expect((await attach(coordinator, id, l.id)).statusCode).toBe(403);
    expect(await chargesOf(l.shop)).toEqual([]);
  });
});
