import type { TestApp, TestUser } from '../helpers';
import type { Case } from './matrix.cases';

/** The maintenance schedules and the due list (issue 26) in the authorization matrix. */
export function maintenanceCases(app: () => TestApp): Record<string, Case> {
  const path = '/api/vehicles/maintenance-schedules/';
  /** A fresh schedule on the holdings' vehicle (each call may delete its own). */
  async function newSchedule(admin: TestUser, vin: string): Promise<number> {
    const res = await app().request(admin, 'POST', path, {
      vehicle: vin,
      name: 'Oil change',
      interval_miles: 5000,
      interval_days: 182,
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().id;
  }
  return {
    [`GET ${path}`]: {
      call: (h) => ({ url: `${path}?vehicle=${h.vin}` }),
      foreign: (_h, f) => ({ url: `${path}?vehicle=${f.vin}` }),
    },
    [`POST ${path}`]: {
      call: (h) => ({
        url: path,
        body: {
          vehicle: h.vin,
          name: 'Tire rotation',
          service_type: 'tires',
          interval_miles: 6000,
        },
      }),
      foreign: (_h, f) => ({
        url: path,
        body: { vehicle: f.vin, name: 'Tire rotation', interval_miles: 6000 },
      }),
      ok: 201,
    },
    [`PATCH ${path}:id/`]: {
      call: async (h) => ({
        url: `${path}${await newSchedule(h.admin, h.vin)}/`,
        body: { interval_days: 120 },
      }),
      foreign: async (_h, f) => ({
        url: `${path}${await newSchedule(f.admin, f.vin)}/`,
        body: { interval_days: 120 },
      }),
    },
    [`DELETE ${path}:id/`]: {
      call: async (h) => ({ url: `${path}${await newSchedule(h.admin, h.vin)}/` }),
      foreign: async (_h, f) => ({ url: `${path}${await newSchedule(f.admin, f.vin)}/` }),
      ok: 204,
    },
    'GET /api/vehicles/maintenance-due/': {
      call: (h) => ({ url: `/api/vehicles/maintenance-due/?vehicle=${h.vin}&state=overdue` }),
      foreign: (_h, f) => ({ url: `/api/vehicles/maintenance-due/?vehicle=${f.vin}` }),
    },
  };
}
