import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { documents as vehicleDocuments } from '../documents/documents.tables';
import { PNG, pngOf, postMultipart } from '../documents/documents.test-fixtures';
import { loanerFixtures } from './loaners.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

/** DDL as the tables' owner: PGlite's superuser session, or a PostgreSQL login of its own. */
async function asOwner(statements: string[]) {
  const target = inject('testDb');
  if (target.engine === 'pglite') {
    await t.db.execute(sql`reset role`);
    for (const s of statements) await t.db.execute(sql.raw(s));
    await t.db.execute(sql.raw('set role fleetdesk_app'));
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}

async function storedKeys(shopId: number): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.deps.storage.list()) if (key.startsWith(`${shopId}/`)) keys.push(key);
  return keys.sort();
}

it('removes the signed PDF it stored when the check-out then fails and rolls back', async () => {
  const s = await f.setup();
  const reserved = await f.reserve(s.admin, s.vin, s.customer.id);
  // The last step of a check-out (the customer's e-mail, after the PDF is stored) fails, for
  // this shop alone: other test files share a PostgreSQL database.
  const trigger = `fail_mail_${s.shop.id}`;
  await asOwner([
    `create function ${trigger}() returns trigger language plpgsql as
       $$ begin raise exception 'the outbox is unavailable'; end $$`,
    `create trigger ${trigger} before insert on mail_outbox for each row
       when (new.shop_id = ${s.shop.id}) execute function ${trigger}()`,
  ]);
  try {
    const res = await t.request(
      s.admin,
      'POST',
      `/api/loaners/agreements/${reserved.id}/check_out/`,
      {
        odometer_out: 10_000,
        fuel_out: 8,
        damage: [],
        signature: `data:image/png;base64,${PNG.toString('base64')}`,
        signed_name: 'Dana Reyes',
      },
    );
    expect(res.statusCode).toBe(500);
  } finally {
    await asOwner([`drop trigger ${trigger} on mail_outbox`, `drop function ${trigger}()`]);
  }
  const documents = await t.inShop(s.shop, (db) =>
    db.select().from(vehicleDocuments).where(eq(vehicleDocuments.shopId, s.shop.id)),
  );
  expect(documents).toEqual([]);
  expect(await storedKeys(s.shop.id)).toEqual([]);
  const agreement = await t.request(s.admin, 'GET', `/api/loaners/agreements/${reserved.id}/`);
  expect(agreement.json().status).toBe('reserved');

  // The same check-out, once the outbox works: its PDF is kept.
  const ok = await t.request(s.admin, 'POST', `/api/loaners/agreements/${reserved.id}/check_out/`, {
    odometer_out: 10_000,
    fuel_out: 8,
    damage: [],
    signature: `data:image/png;base64,${PNG.toString('base64')}`,
    signed_name: 'Dana Reyes',
  });
  expect(ok.statusCode, ok.body).toBe(200);
  expect(await storedKeys(s.shop.id)).toHaveLength(1);
});

it('keeps the signed PDF it would replace when a late check-out photo then fails and rolls back', async () => {
  const s = await f.setup();
  const reserved = await f.reserve(s.admin, s.vin, s.customer.id);
  const out = await t.request(
    s.admin,
    'POST',
    `/api/loaners/agreements/${reserved.id}/check_out/`,
    {
      odometer_out: 10_000,
      fuel_out: 8,
      damage: [{ zone: 'hood', kind: 'dent' }],
      signature: `data:image/png;base64,${PNG.toString('base64')}`,
      signed_name: 'Dana Reyes',
    },
  );
  expect(out.statusCode, out.body).toBe(200);
  const signed = out.json().agreement_document;
  const keys = await storedKeys(s.shop.id);
  // The last step (the agreement's audit row, after the new PDF is stored and the old one's row
  // deleted) fails, for this shop alone.
  const trigger = `fail_agreement_audit_${s.shop.id}`;
  await asOwner([
    `create function ${trigger}() returns trigger language plpgsql as
       $$ begin raise exception 'the audit trail is unavailable'; end $$`,
    `create trigger ${trigger} before insert on audit_log for each row
       when (new.shop_id = ${s.shop.id} and new.entity = 'loan_agreement')
       execute function ${trigger}()`,
  ]);
  try {
    const photo = await postMultipart(
      t,
      s.admin,
      `/api/loaners/agreements/${reserved.id}/damage_photo/`,
      { stage: 'out', zone: 'hood' },
      { filename: 'hood.png', data: pngOf(40, 30) },
    );
    expect(photo.statusCode).toBe(500);
  } finally {
    await asOwner([`drop trigger ${trigger} on audit_log`, `drop function ${trigger}()`]);
  }
  // Nothing stored stays (the photo, the new PDF), nothing kept goes (the signed PDF).
  expect(await storedKeys(s.shop.id)).toEqual(keys);
  const agreement = await t.request(s.admin, 'GET', `/api/loaners/agreements/${reserved.id}/`);
  expect(agreement.json().agreement_document.id).toBe(signed.id);
  const file = await t.app.inject({
    method: 'GET',
    url: agreement.json().agreement_document.file_url,
  });
  expect(file.statusCode).toBe(200);
});
