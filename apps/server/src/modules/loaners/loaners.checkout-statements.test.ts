import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { PNG } from '../documents/documents.test-fixtures';
import { loanerFixtures } from './loaners.test-fixtures';

/**
 * What one check-out costs the database (issue 33, "less back and forth"). The agreement is read
 * once before (reached and locked, with its vehicle) and once after, for the reply; its row is
 * updated once (the signed PDF is drawn from the agreement as read before, with what the check-out
 * sets). Its damage marks, charges, authorizations and payments are read once before and once
 * after. The PDF's letterhead is one read of the shop and its identity; the check-out's damage
 * photos are read only when a mark has one, and whether the customer signed remotely is one read
 * of its signing links. Two webhook events: the check-out's and its odometer reading's (issue 34).
 * One read of the car's open out-of-service issues (issue 34 §3). 33 statements in all with the
 * session's and the commit on PGlite, 34 on PostgreSQL (32 and 33 before the out-of-service
 * check; 31 and 32 before the reading's event; 29 and 30 before the letterhead and remote signing of issue 36; 25
 * and 26 before the authorizations and payments of issue 36; 34 on PGlite, with 4 reads of the
 * agreement and 2 updates of its row, before issue 33).
 */

const statements: string[] = [];
let counting = false;
let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp(
    {},
    {},
    { logger: { logQuery: (query) => void (counting && statements.push(query)) } },
  );
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const agreementReads = () =>
  statements.filter((s) => /from "loan_agreements"/.test(s) && !/^update/i.test(s)).length;

describe('POST /api/loaners/agreements/{id}/check_out/', () => {
  it('reads the agreement once before and once after, and updates it once', async () => {
    const s = await f.setup();
    const reserved = await f.reserve(s.admin, s.vin, s.customer.id);
    statements.length = 0;
    counting = true;
    const res = await t.request(
      s.admin,
      'POST',
      `/api/loaners/agreements/${reserved.id}/check_out/`,
      {
        odometer_out: 10_000,
        fuel_out: 8,
        damage: [{ zone: 'rear_bumper', kind: 'scratch', note: 'Left corner' }],
        signature: `data:image/png;base64,${PNG.toString('base64')}`,
        signed_name: 'Dana Reyes',
      },
    );
    counting = false;
    expect(res.statusCode, res.body).toBe(200);
    expect(agreementReads()).toBe(2);
    expect(statements.filter((q) => /^update "loan_agreements"/i.test(q))).toHaveLength(1);
    expect(statements.filter((q) => /from "loan_agreement_damage"/.test(q))).toHaveLength(2);
    expect(statements.filter((q) => /from "loan_agreement_charges"/.test(q))).toHaveLength(2);
    expect(
      statements.filter((q) => /from "vehicles"/.test(q) && / for update/i.test(q)),
    ).toHaveLength(1);
    expect(statements.filter((q) => /fleetdesk_record_event/.test(q))).toHaveLength(2);
    expect(statements.filter((q) => /from "issues"/.test(q))).toHaveLength(1);
    expect(statements.length).toBeLessThanOrEqual(34);
  });
});
