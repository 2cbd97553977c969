import type { TestApp, TestUser } from '../helpers';
import type { Case } from './matrix.cases';

/** Inspection forms, inspections and issues (issue 34 §3) in the authorization matrix. */
export function inspectionsCases(app: () => TestApp): Record<string, Case> {
  const formsPath = '/api/vehicles/inspection-forms/';
  const path = '/api/vehicles/inspections/';
  const issuesPath = '/api/vehicles/issues/';

  async function created(admin: TestUser, url: string, body: unknown): Promise<number> {
    const res = await app().request(admin, 'POST', url, body);
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().id;
  }
  /** A fresh form of one pass/fail item, for every vehicle type. */
  const newForm = (admin: TestUser) =>
    created(admin, formsPath, {
      name: 'Walk-around',
      items: [{ label: 'Lights', kind: 'pass_fail', required: true }],
    });
  async function newInspection(admin: TestUser, vin: string) {
    const form = await app().request(admin, 'GET', `${formsPath}${await newForm(admin)}/`);
    const item = form.json().items[0].id;
    return created(admin, path, {
      form: form.json().id,
      vehicle: vin,
      results: [{ item, passed: true }],
      signed_name: 'Sam Tech',
    });
  }
  const newIssue = (admin: TestUser, vin: string) =>
    created(admin, issuesPath, { vehicle: vin, title: 'Chipped windscreen' });

  return {
    [`GET ${formsPath}`]: {
      call: (h) => ({ url: `${formsPath}?vehicle=${h.vin}` }),
      foreign: (_h, f) => ({ url: `${formsPath}?vehicle=${f.vin}` }),
    },
    [`POST ${formsPath}`]: {
      call: () => ({
        url: formsPath,
        body: { name: 'Pre-trip', items: [{ label: 'Brakes', kind: 'pass_fail' }] },
      }),
      ok: 201,
    },
    [`GET ${formsPath}:id/`]: {
      call: async (h) => ({ url: `${formsPath}${await newForm(h.admin)}/` }),
      foreign: async (_h, f) => ({ url: `${formsPath}${await newForm(f.admin)}/` }),
    },
    [`PATCH ${formsPath}:id/`]: {
      call: async (h) => ({
        url: `${formsPath}${await newForm(h.admin)}/`,
        body: { name: 'Daily' },
      }),
      foreign: async (_h, f) => ({
        url: `${formsPath}${await newForm(f.admin)}/`,
        body: { name: 'Daily' },
      }),
    },
    [`DELETE ${formsPath}:id/`]: {
      call: async (h) => ({ url: `${formsPath}${await newForm(h.admin)}/` }),
      foreign: async (_h, f) => ({ url: `${formsPath}${await newForm(f.admin)}/` }),
      ok: 204,
    },
    [`GET ${path}`]: {
      call: (h) => ({ url: `${path}?vehicle=${h.vin}` }),
      foreign: (_h, f) => ({ url: `${path}?vehicle=${f.vin}` }),
    },
    [`POST ${path}`]: {
      call: async (h) => {
        const form = await app().request(h.admin, 'GET', `${formsPath}${await newForm(h.admin)}/`);
        return {
          url: path,
          body: {
            form: form.json().id,
            vehicle: h.vin,
            results: [{ item: form.json().items[0].id, passed: true }],
            signed_name: 'Sam Tech',
          },
        };
      },
      foreign: async (_h, f) => {
        const form = await app().request(f.admin, 'GET', `${formsPath}${await newForm(f.admin)}/`);
        return {
          url: path,
          body: {
            form: form.json().id,
            vehicle: f.vin,
            results: [{ item: form.json().items[0].id, passed: true }],
            signed_name: 'Sam Tech',
          },
        };
      },
      ok: 201,
    },
    [`GET ${path}:id/`]: {
      call: async (h) => ({ url: `${path}${await newInspection(h.admin, h.vin)}/` }),
      foreign: async (_h, f) => ({ url: `${path}${await newInspection(f.admin, f.vin)}/` }),
    },
    [`GET ${path}:id/pdf/`]: {
      call: async (h) => ({ url: `${path}${await newInspection(h.admin, h.vin)}/pdf/` }),
      foreign: async (_h, f) => ({ url: `${path}${await newInspection(f.admin, f.vin)}/pdf/` }),
    },
    [`GET ${issuesPath}`]: {
      call: (h) => ({ url: `${issuesPath}?vehicle=${h.vin}&status=open` }),
      foreign: (_h, f) => ({ url: `${issuesPath}?vehicle=${f.vin}` }),
    },
    [`POST ${issuesPath}`]: {
      call: (h) => ({ url: issuesPath, body: { vehicle: h.vin, title: 'Low tyre' } }),
      foreign: (_h, f) => ({ url: issuesPath, body: { vehicle: f.vin, title: 'Low tyre' } }),
      ok: 201,
    },
    [`PATCH ${issuesPath}:id/`]: {
      call: async (h) => ({
        url: `${issuesPath}${await newIssue(h.admin, h.vin)}/`,
        body: { priority: 'high' },
      }),
      foreign: async (_h, f) => ({
        url: `${issuesPath}${await newIssue(f.admin, f.vin)}/`,
        body: { priority: 'high' },
      }),
    },
  };
}
