import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { PNG } from '../documents/documents.test-fixtures';
import { loanerFixtures } from './loaners.test-fixtures';

/**
 * What one check-out costs the database (issue 33, "less back and forth"). The agreement is read
 * when it is reached (locked, with its vehicle), once more for the signed PDF after the step's
 * writes, and once for the reply: 3 reads, 30 statements in all with the session's and the commit
 * on PGlite, 31 on PostgreSQL (before: 34 on PGlite, and 4 reads). Not yet one read before and one after: the PDF is drawn from the agreement
 * as written, between the two updates of its row.
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
  it('reaches the agreement and its vehicle once, and reads the agreement three times', async () => {
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
    expect(agreementReads()).toBe(3);
    expect(
      statements.filter((q) => /from "vehicles"/.test(q) && / for update/i.test(q)),
    ).toHaveLength(1);
    expect(statements.length).toBeLessThanOrEqual(31);
  });
});
