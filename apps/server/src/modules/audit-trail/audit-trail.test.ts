import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@fleetdesk/contract/audit';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { auditLog } from '../audit';
import { loanBody } from '../financing/financing.test-fixtures';
import { newVin, vehicleBody } from '../vehicles/vehicles.test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Page = { count: number; next: string | null; results: AuditEvent[] };

async function events(user: TestUser, query: string): Promise<Page> {
  const res = await t.request(user, 'GET', `/api/audit/events/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** PUT /api/vehicles/vehicles/{vin}/: what it names changes, the rest stays as stored. */
const edit = (user: TestUser, vin: string, changes: Record<string, unknown>) =>
  t.request(user, 'PUT', `/api/vehicles/vehicles/${vin}/`, {
    make: 'Toyota',
    model: 'Camry',
    year: 2021,
    ...changes,
  });

/** A shop with its administrator and one vehicle, created and then edited through the API. */
async function shopWithEditedVehicle() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop] });
  const vin = newVin();
  const created = await t.request(
    admin,
    'POST',
    '/api/vehicles/vehicles/',
    vehicleBody({ vin, license_plate: 'OLD 123', current_value: '18000.00' }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const edited = await edit(admin, vin, { license_plate: 'NEW 456', current_value: '15500.00' });
  expect(edited.statusCode, edited.body).toBe(200);
  return { shop, admin, vin };
}

/** A shop whose administrator added a location through an API token (as its audit row says). */
async function locationAddedThroughToken(tokenName: string, name: string) {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop] });
  await t.inShop(shop, async (db) => {
    await db.execute(sql`select set_config('fleetdesk.token_name', ${tokenName}, true)`);
    await db.insert(auditLog).values({
      shopId: shop.id,
      userId: admin.id,
      entity: 'location',
      entityId: '7',
      action: 'create',
      after: { name },
    });
  });
  return { shop, admin };
}

const member = (shop: TestShop, withdrawals: string[] = []) =>
  t.createUser({ shops: [shop], role: 'fleet_manager', withdrawals });

describe("a vehicle's History (GET /api/audit/events/?vehicle=)", () => {
  it('lists a change made through the API with its before and after, newest first, in words', async () => {
    const { admin, vin } = await shopWithEditedVehicle();
    const page = await events(admin, `vehicle=${vin}`);
    expect(page.results.map((e) => e.action)).toEqual(['update', 'create']);
    const [update] = page.results;
    expect(update!.who.name).toMatch(/^Test /);
    expect(update!.who.token_name).toBeNull();
    expect(update!.area).toBe('vehicles');
    expect(update!.record.label).toBe(`vehicle ${vin}`);
    expect(update!.vehicle).toBe(vin);
    expect(update!.changes).toContainEqual({
      field: 'license_plate',
      label: 'License plate',
      before: 'OLD 123',
      after: 'NEW 456',
    });
    expect(update!.summary).toContain(`changed vehicle ${vin}: `);
    expect(update!.summary).toContain('License plate OLD 123 → NEW 456');
  });

  it("lists its records' changes too, and another vehicle's not", async () => {
    const { admin, vin } = await shopWithEditedVehicle();
    const other = newVin();
    await t.request(admin, 'POST', '/api/vehicles/vehicles/', vehicleBody({ vin: other }));
    const reg = await t.request(admin, 'POST', '/api/vehicles/registrations/', {
      vehicle: vin,
      expiration_date: '2031-03-31',
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const page = await events(admin, `vehicle=${vin}`);
    expect(page.results[0]).toMatchObject({ area: 'registrations', action: 'create' });
    expect(page.results[0]!.changes).toContainEqual(
      expect.objectContaining({ field: 'expiration_date', before: null, after: '2031-03-31' }),
    );
    expect(JSON.stringify(page)).not.toContain(other);
  });

  it('shows financing only to members who view financials, and their money fields too', async () => {
    const { shop, admin, vin } = await shopWithEditedVehicle();
    const loan = await t.request(admin, 'POST', '/api/vehicles/financing/', loanBody([vin]));
    expect(loan.statusCode, loan.body).toBe(201);
    const manager = await member(shop);
    const withMoney = await events(manager, `vehicle=${vin}`);
    expect(withMoney.results.map((e) => e.area)).toContain('financing');
    expect(withMoney.results.flatMap((e) => e.changes.map((c) => c.field))).toContain(
      'current_value',
    );

    const noMoney = await member(shop, ['canViewFinancial']);
    const without = await events(noMoney, `vehicle=${vin}`);
    expect(without.count).toBe(2);
    expect(without.results.map((e) => e.area)).toEqual(['vehicles', 'vehicles']);
    expect(JSON.stringify(without)).not.toContain('15500');
    expect(await events(noMoney, `vehicle=${vin}&area=financing`)).toMatchObject({ count: 0 });
  });

  it("hides an archived vehicle's History from members without canViewArchived", async () => {
    const { shop, admin, vin } = await shopWithEditedVehicle();
    const archived = await t.request(admin, 'POST', `/api/vehicles/vehicles/${vin}/archive/`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await events(admin, `vehicle=${vin}`)).results[0]!.action).toBe('archive');
    const viewer = await member(shop, ['canViewArchived']);
    const res = await t.request(viewer, 'GET', `/api/audit/events/?vehicle=${vin}`);
    expect(res.statusCode).toBe(404);
  });

  it("never shows another shop's vehicle", async () => {
    const a = await shopWithEditedVehicle();
    const b = await shopWithEditedVehicle();
    const res = await t.request(a.admin, 'GET', `/api/audit/events/?vehicle=${b.vin}`);
    expect(res.statusCode).toBe(404);
  });

  it('pages newest first, keeping the filters in next', async () => {
    const { admin, vin } = await shopWithEditedVehicle();
    for (const plate of ['P 1', 'P 2', 'P 3']) {
      await edit(admin, vin, { license_plate: plate });
    }
    const first = await events(admin, `vehicle=${vin}&page_size=2`);
    expect(first.count).toBe(5);
    expect(
      first.results.map((e) => e.changes.find((c) => c.field === 'license_plate')?.after),
    ).toEqual(['P 3', 'P 2']);
    expect(first.next).toBe(`/api/audit/events/?vehicle=${vin}&page_size=2&page=2`);
    const last = await events(admin, `vehicle=${vin}&page_size=2&page=3`);
    expect(last.results.map((e) => e.action)).toEqual(['create']);
  });
});

describe("the shop's activity (GET /api/audit/events/)", () => {
  it('is read whole by administrators, by a Fleet Manager in the areas they see, by no viewer', async () => {
    const { shop, admin, vin } = await shopWithEditedVehicle();
    await t.request(admin, 'POST', '/api/shops/locations/', { name: 'North bay' });
    const manager = await member(shop);
    const seen = await events(manager, 'page_size=100');
    expect(seen.results.map((e) => [e.area, e.action, e.vehicle])).toEqual([
      ['vehicles', 'update', vin],
      ['vehicles', 'create', vin],
    ]);
    expect((await events(manager, 'area=security')).count).toBe(0);
    expect((await events(manager, 'area=settings')).count).toBe(0);
    expect((await events(admin, 'area=settings')).count).toBe(1);
    for (const refused of [
      await member(shop, ['canViewActivity']),
      await t.createUser({ shops: [shop], role: 'vehicle_viewer' }),
    ]) {
      const res = await t.request(refused, 'GET', '/api/audit/events/');
      expect(res.statusCode).toBe(403);
    }
  });

  it('names what a person picked, not ids or code names', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const vin = newVin();
    const created = await t.request(
      admin,
      'POST',
      '/api/vehicles/vehicles/',
      vehicleBody({ vin, vehicle_types: ['loaner', 'service'] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const annex = await t.request(admin, 'POST', '/api/shops/locations/', { name: 'Paint Annex' });
    const edited = await edit(admin, vin, {
      license_plate: 'PA 100',
      vehicle_types: ['loaner'],
      location: annex.json<{ id: number }>().id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const members = (await (await t.request(admin, 'GET', '/api/shops/members/')).json()) as {
      results: { id: number; user: { id: number } }[];
    };
    const membership = members.results.find((m) => m.user.id === viewer.id)!;
    const granted = await t.request(admin, 'PATCH', `/api/shops/members/${membership.id}/`, {
      grants: ['canViewInsurance'],
    });
    expect(granted.statusCode, granted.body).toBe(200);

    const [update] = (await events(admin, `vehicle=${vin}`)).results;
    expect(update!.changes).toEqual(
      expect.arrayContaining([
        { field: 'location', label: 'Location', before: null, after: 'Paint Annex' },
        {
          field: 'vehicle_types',
          label: 'Vehicle types',
          before: 'Loaner, Service',
          after: 'Loaner',
        },
      ]),
    );
    expect(update!.summary).toContain('Vehicle types Loaner, Service → Loaner');
    const [grant] = (await events(admin, 'area=security')).results.filter(
      (e) => e.record.type === 'membership',
    );
    expect(grant!.changes).toContainEqual({
      field: 'grants',
      label: 'Grants',
      before: null,
      after: 'See insurance',
    });
  });

  it("filters by person, area and dates, and holds no other shop's events", async () => {
    const { shop, admin, vin } = await shopWithEditedVehicle();
    const other = await shopWithEditedVehicle();
    const second = await t.createUser({ shops: [shop] });
    await t.request(second, 'POST', '/api/shops/locations/', { name: 'North bay' });

    const all = await events(admin, 'page_size=100');
    expect(all.results.map((e) => e.vehicle)).toContain(vin);
    expect(JSON.stringify(all)).not.toContain(other.vin);

    const bySecond = await events(admin, `user=${second.id}`);
    expect(bySecond.results.map((e) => [e.area, e.action])).toEqual([['settings', 'create']]);
    expect(bySecond.results[0]!.summary).toMatch(/^Test .+ added location North bay$/);

    const vehiclesOnly = await events(admin, 'area=vehicles&page_size=100');
    expect(new Set(vehiclesOnly.results.map((e) => e.area))).toEqual(new Set(['vehicles']));

    expect((await events(admin, 'from=2199-01-01')).count).toBe(0);
    expect((await events(admin, 'to=2000-01-01')).count).toBe(0);
    expect((await events(admin, `area=vehicles&to=2199-12-31&from=2000-01-01`)).count).toBe(2);

    const backwards = await t.request(
      admin,
      'GET',
      '/api/audit/events/?from=2026-02-01&to=2026-01-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ to: ['The start date must be on or before the end date.'] });
  });

  it("includes its members' sign-ins and permission changes, not another shop's", async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const signingIn = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const outsider = await t.createUser({ shops: [await t.createShop()] });
    for (const who of [signingIn, outsider]) {
      const res = await t.request(null, 'POST', '/api/base/login/', {
        username: who.username,
        password: who.password,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.request(null, 'POST', '/api/base/login/', {
      username: signingIn.username,
      password: 'not-the-password',
    });
    const members = (await (await t.request(admin, 'GET', '/api/shops/members/')).json()) as {
      results: { id: number; user: { id: number } }[];
    };
    const membership = members.results.find((m) => m.user.id === signingIn.id);
    expect(membership).toBeDefined();
    const granted = await t.request(admin, 'PATCH', `/api/shops/members/${membership!.id}/`, {
      grants: ['canViewFinancial'],
    });
    expect(granted.statusCode, granted.body).toBe(200);

    const security = await events(admin, 'area=security&page_size=100');
    const summaries = security.results.map((e) => e.summary);
    expect(summaries).toContain(`Test ${signingIn.username.slice(5)} signed in`);
    expect(summaries).toContain(`A sign-in as Test ${signingIn.username.slice(5)} failed`);
    expect(security.results.map((e) => e.record.type)).toContain('membership');
    expect(JSON.stringify(security)).not.toContain(outsider.username.slice(5));
    const theirs = await events(admin, `user=${signingIn.id}&area=security`);
    expect(theirs.results.map((e) => e.action)).toEqual(['sign_in_failed', 'sign_in']);
  });

  it("names the API token that made a change (the transaction's fleetdesk.token_name)", async () => {
    const { admin } = await locationAddedThroughToken('Estimating sync', 'Yard');
    const [event] = (await events(admin, '')).results;
    expect(event!.who.token_name).toBe('Estimating sync');
    expect(event!.summary).toMatch(/\(API token “Estimating sync”\) added location Yard$/);
  });

  it('drops every key ending in _url, at any depth, from what it shows and exports', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    // A row as stored before the images left signed links out: only the links differ.
    const image = (exp: number, notes: string) => ({
      number: 'LA-00001',
      notes,
      photo_url: `/api/files/3/?exp=${exp}&sig=1.1.top`,
      agreement_document: { id: 4, file_url: `/api/files/4/?exp=${exp}&sig=1.1.doc` },
      damage: [{ id: 5, zone: 'hood', photo_url: `/api/files/6/?exp=${exp}&sig=1.1.dmg` }],
      extra: { deeper: [{ thumb_url: `/thumb?exp=${exp}`, kept: 'yes' }] },
    });
    await t.inShop(shop, (db) =>
      db.insert(auditLog).values({
        shopId: shop.id,
        userId: admin.id,
        entity: 'loan_agreement',
        entityId: '1',
        action: 'update',
        before: image(1_700_000_000, 'Child seat'),
        after: image(1_700_000_001, 'No child seat'),
      }),
    );
    const [event] = (await events(admin, '')).results;
    expect(event!.changes.map((c) => c.field)).toEqual(['notes']);
    const csv = await t.request(admin, 'GET', '/api/audit/events/export/');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Notes: Child seat → No child seat');
    for (const shown of [JSON.stringify(event), csv.body])
      expect(shown).not.toMatch(/_url|exp=|sig=/);
  });

  it('exports the filtered list as CSV', async () => {
    const { admin, vin } = await shopWithEditedVehicle();
    const res = await t.request(admin, 'GET', `/api/audit/events/export/?vehicle=${vin}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="activity.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"When","Who","API token","Area","Action","Record","Vehicle","Changes","Summary","Address"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('License plate: OLD 123 → NEW 456');
    const viewer = await t.createUser({ shops: [await t.createShop()], role: 'vehicle_viewer' });
    const refused = await t.request(viewer, 'GET', '/api/audit/events/export/');
    expect(refused.statusCode).toBe(403);
  });

  it('writes the CSV as the other exports do: formulas neutralised; commas, quotes, line breaks quoted', async () => {
    const token = '=HYPERLINK("http://evil.example","x")';
    const { admin } = await locationAddedThroughToken(token, 'North yard, "gate 2"\n@cmd');
    const res = await t.request(admin, 'GET', '/api/audit/events/export/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
    const [header, row] = parse(res.body, { bom: true }) as string[][];
    const cell = (column: string) => row![header!.indexOf(column)];
    expect(cell('API token')).toBe(`'${token}`);
    // A reader splitting on line breaks would see a cell start after one: it is neutralised too.
    expect(cell('Record')).toBe(`location North yard, "gate 2"\n'@cmd`);
    expect(cell('Changes')).toBe(`Name: (none) → North yard, "gate 2"\n'@cmd`);
  });
});
