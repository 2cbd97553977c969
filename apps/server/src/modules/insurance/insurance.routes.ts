import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  bulkRenewalSchema,
  coverageTypeSchema,
  masterPolicyListQuerySchema,
  masterPolicyListResponseSchema,
  masterPolicySchema,
  policyListQuerySchema,
  policyListResponseSchema,
  policyPatchSchema,
  policySchema,
  vehicleForRenewalSchema,
} from '@fleetdesk/contract/insurance';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import type { PolicyDocuments } from './insurance.presenter';
import * as renewal from './insurance.renewal';
import * as insurance from './insurance.service';

const tags = ['insurance'];
/** Spec 2 section 6: insurance add/edit need manage financial; manage insurance also writes. */
const WRITE = ['canManageInsurance', 'canManageFinancial'] as const;

/** The insurance routes; a policy's documents are read with it through `documents`. */
export const insuranceRoutes =
  (documents: PolicyDocuments): FastifyPluginAsyncZod<AppDeps> =>
  async (app, appDeps) => {
    const deps = { config: appDeps.config, documents };

    app.get(
      '/vehicles/policies/',
      {
        config: { permission: 'canViewInsurance' },
        schema: {
          tags,
          summary:
            'Insurance policies, latest end date first (?vehicle={vin}, ?active=true|false: end date after 1970-01-01 and not passed)',
          querystring: policyListQuerySchema,
          response: { 200: policyListResponseSchema, ...errorResponses },
        },
      },
      async (req) => {
        const page = await insurance.listPolicies(shopOf(req), deps, req.query);
        return { ...paginated(req.url, req.query, page), count_is_lower_bound: page.atLeast };
      },
    );

    app.get(
      '/vehicles/policies/:id/',
      {
        config: { permission: 'canViewInsurance' },
        schema: {
          tags,
          summary: 'An insurance policy with its documents',
          params: idParamSchema,
          response: { 200: policySchema, ...errorResponses },
        },
      },
      async (req) => insurance.getPolicy(shopOf(req), deps, req.params.id),
    );

    app.patch(
      '/vehicles/policies/:id/',
      {
        config: { permission: [...WRITE] },
        schema: {
          tags,
          summary:
            "Change a policy's costs, premium, term, deductibles or notes (manage insurance or manage financial)",
          params: idParamSchema,
          body: policyPatchSchema,
          response: { 200: policySchema, ...errorResponses },
        },
      },
      async (req) => insurance.patchPolicy(shopOf(req), deps, req.params.id, req.body),
    );

    app.get(
      '/vehicles/master-policies/',
      {
        config: { permission: 'canViewInsurance' },
        schema: {
          tags,
          summary: 'Master policies, newest term first, with total premium and vehicle count',
          querystring: masterPolicyListQuerySchema,
          response: { 200: masterPolicyListResponseSchema, ...errorResponses },
        },
      },
      async (req) =>
        paginated(req.url, req.query, await renewal.listMasterPolicies(shopOf(req), req.query)),
    );

    app.get(
      '/vehicles/master-policies/vehicles_for_renewal/',
      {
        config: { permission: 'canViewInsurance' },
        schema: {
          tags,
          summary: "The shop's non-archived vehicles with their current policy premium",
          response: { 200: z.array(vehicleForRenewalSchema), ...errorResponses },
        },
      },
      async (req) => renewal.vehiclesForRenewal(shopOf(req)),
    );

    app.get(
      '/vehicles/master-policies/coverage_types/',
      {
        // A shop without coverage types gets the defaults on this first read.
        config: { permission: 'canViewInsurance', writesOnRead: true },
        schema: {
          tags,
          summary:
            "The shop's coverage types (Liability, Collision, Comprehensive, Full Coverage until it has its own)",
          response: { 200: z.array(coverageTypeSchema), ...errorResponses },
        },
      },
      async (req) => renewal.coverageTypes(shopOf(req)),
    );

    app.post(
      '/vehicles/master-policies/bulk_renewal/',
      {
        config: { permission: [...WRITE] },
        schema: {
          tags,
          summary:
            'Renew: a new master policy and a policy per included vehicle, all or nothing; the total premium is computed by the server',
          body: bulkRenewalSchema,
          response: { 201: masterPolicySchema, ...errorResponses },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await renewal.bulkRenewal(shopOf(req), req.body)),
    );
  };
