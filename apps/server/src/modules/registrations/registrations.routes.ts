import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  registrationCreateSchema,
  registrationPatchSchema,
  registrationSchema,
} from '@fleetdesk/contract/registrations';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { shopOf } from '../../platform/session';
import type { RegistrationDocuments } from './registrations.presenter';
import * as registrations from './registrations.service';

const tags = ['registrations'];

/** The registration routes; a registration's documents are listed by `documentsOf`. */
export const registrationsRoutes =
  (documentsOf: RegistrationDocuments): FastifyPluginAsyncZod<AppDeps> =>
  async (app, appDeps) => {
    const deps = { config: appDeps.config, documentsOf };
    app.post(
      '/vehicles/registrations/',
      {
        config: { permission: 'canEdit' },
        schema: {
          tags,
          summary:
            "Add a registration to a vehicle (keeps the vehicle's registration expiry current)",
          body: registrationCreateSchema,
          response: { 201: registrationSchema, ...errorResponses },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await registrations.createRegistration(shopOf(req), deps, req.body)),
    );

    app.get(
      '/vehicles/registrations/:id/',
      {
        config: { permission: 'canViewDetails' },
        schema: {
          tags,
          summary: 'A registration with its documents',
          params: idParamSchema,
          response: { 200: registrationSchema, ...errorResponses },
        },
      },
      async (req) => registrations.getRegistration(shopOf(req), deps, req.params.id),
    );

    app.patch(
      '/vehicles/registrations/:id/',
      {
        config: { permission: 'canEdit' },
        schema: {
          tags,
          summary: 'Change plate cost, expiration date or last renewed',
          params: idParamSchema,
          body: registrationPatchSchema,
          response: { 200: registrationSchema, ...errorResponses },
        },
      },
      async (req) => registrations.patchRegistration(shopOf(req), deps, req.params.id, req.body),
    );
  };
