import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../../test/helpers';
import { PNG, postMultipart } from '../documents/documents.test-fixtures';

/** Test helpers of the inspection and issue tests: forms, photos and inspections through the API. */
export function inspectionFixtures(t: TestApp) {
  /** A walk-around: Lights (pass/fail, required), Tyres (pass/fail), Fuel (number), Damage photo. */
  async function createForm(user: TestUser, overrides: Record<string, unknown> = {}) {
    const res = await t.request(user, 'POST', '/api/vehicles/inspection-forms/', {
      name: 'Walk-around',
      items: [
        { label: 'Lights', kind: 'pass_fail', required: true },
        { label: 'Tyres', kind: 'pass_fail' },
        { label: 'Fuel level', kind: 'number' },
        { label: 'Damage photo', kind: 'photo' },
      ],
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as {
      id: number;
      name: string;
      vehicle_types: number[];
      items: { id: number; label: string; kind: string; required: boolean }[];
    };
  }

  /** A photo taken at the car, uploaded as the vehicle's document: its id. */
  async function uploadPhoto(user: TestUser, vin: string): Promise<number> {
    const res = await postMultipart(
      t,
      user,
      '/api/vehicles/documents/',
      { vehicle: vin, document_type: 'other', title: 'Inspection photo' },
      { filename: 'tyre.png', data: PNG },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  const signature = `data:image/png;base64,${PNG.toString('base64')}`;

  const inspect = (user: TestUser, body: Record<string, unknown>) =>
    t.request(user, 'POST', '/api/vehicles/inspections/', {
      signed_name: 'Sam Tech',
      signature,
      ...body,
    });

  /** The id of a vehicle type, by name. */
  async function typeId(user: TestUser, name: string): Promise<number> {
    const res = await t.request(user, 'GET', '/api/vehicles/vehicle-types/');
    const body = res.json();
    const types = (Array.isArray(body) ? body : body.results) as { id: number; name: string }[];
    return types.find((x) => x.name === name)!.id;
  }

  return { createForm, uploadPhoto, inspect, signature, typeId };
}
