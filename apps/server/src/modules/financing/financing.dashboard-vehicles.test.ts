import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Financing } from '@fleetdesk/contract/financing';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { financingFixtures, loanBody } from './financing.test-fixtures';

/**
 * The dashboard's vehicle ordering and vehicle search read a financing's vehicles as the member
 * sees them: an archived vehicle neither names nor finds a financing for a member without
 * canViewArchived.
 */

let t: TestApp;
let f: ReturnType<typeof financingFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = financingFixtures(t);
});
afterAll(() => t.close());

const dashboard = (user: { token: string }, query: string) =>
  t.request(user, 'GET', `/api/vehicles/financing/dashboard/?page_size=100&${query}`);
const ids = async (user: { token: string }, query: string) => {
  const res = await dashboard(user, query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Financing[]).map((r) => r.id);
};

describe('financing dashboard by vehicle', () => {
  it('orders by the first vehicle the member may see and searches their descriptions', async () => {
    const { shop, admin } = await f.setup();
    const viewer = await t.createUser({
      shops: [shop],
      role: 'fleet_manager',
      withdrawals: ['canViewArchived'],
    });
    const acura = await f.createVehicle(admin, { make: 'Acura', model: 'ILX', year: 2020 });
    const buick = await f.createVehicle(admin, { make: 'Buick', model: 'Encore', year: 2021 });
    const cadillac = await f.createVehicle(admin, { make: 'Cadillac', model: 'XT4', year: 2022 });
    // Paid-off loans (no active financing), so the Acura may be archived.
    const onBuick = await f.createFinancing(admin, loanBody([buick.vin]));
    const onAcuraAndBuick = await f.createFinancing(admin, loanBody([acura.vin, buick.vin]));
    const onCadillac = await f.createFinancing(admin, loanBody([cadillac.vin]));
    for (const loan of [onBuick, onAcuraAndBuick, onCadillac]) await f.payOff(admin, loan.id);

    expect(await ids(admin, 'ordering=vehicle')).toEqual([
      onAcuraAndBuick.id,
      onBuick.id,
      onCadillac.id,
    ]);
    expect(await ids(admin, 'ordering=-vehicle')).toEqual([
      onCadillac.id,
      onBuick.id,
      onAcuraAndBuick.id,
    ]);
    expect(await ids(admin, 'search=ncor')).toEqual(
      expect.arrayContaining([onBuick.id, onAcuraAndBuick.id]),
    );
    expect(await ids(admin, 'search=ncor')).toHaveLength(2);
    expect(await ids(admin, 'search=2020 ACURA')).toEqual([onAcuraAndBuick.id]);

    const archived = await t.request(admin, 'POST', `/api/vehicles/vehicles/${acura.vin}/archive/`);
    expect(archived.statusCode, archived.body).toBe(200);
    // The admin still sees the Acura first; the viewer sees the Buick, and ties go by id.
    expect((await ids(admin, 'ordering=vehicle'))[0]).toBe(onAcuraAndBuick.id);
    expect(await ids(viewer, 'ordering=vehicle')).toEqual([
      onBuick.id,
      onAcuraAndBuick.id,
      onCadillac.id,
    ]);
    expect(await ids(viewer, 'search=acura')).toEqual([]);
    expect(await ids(admin, 'search=acura')).toEqual([onAcuraAndBuick.id]);
  });
});
