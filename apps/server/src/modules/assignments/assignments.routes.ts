import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  assignmentCreateSchema,
  assignmentListQuerySchema,
  assignmentListResponseSchema,
  assignmentPatchSchema,
  assignmentSchema,
} from '@fleetdesk/contract/assignments';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import * as assignments from './assignments.service';

const tags = ['assignments'];

/** Who drove what (docs/api.md "Fleet records"); the citations come from the loaners' import. */
export const assignmentsRoutes =
  (citationsOf: assignments.CitationsOfAssignments): FastifyPluginAsyncZod<AppDeps> =>
  async (app) => {
    app.get(
      '/vehicles/assignments/',
      {
        config: { permission: 'canViewBasic' },
        schema: {
          tags,
          summary:
            "Assignments of vehicles to drivers, newest first (?vehicle={vin}: one vehicle's history)",
          querystring: assignmentListQuerySchema,
          response: { 200: assignmentListResponseSchema, ...errorResponses },
        },
      },
      async (req) =>
        paginated(
          req.url,
          req.query,
          await assignments.listAssignments(shopOf(req), citationsOf, req.query),
        ),
    );

    app.post(
      '/vehicles/assignments/',
      {
        config: { permission: 'canEdit' },
        schema: {
          tags,
          summary:
            'Assign a vehicle to a member (driver) or a named driver (driver_name); a period that meets another of the vehicle: 409 naming its driver',
          body: assignmentCreateSchema,
          response: { 201: assignmentSchema, ...errorResponses },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await assignments.createAssignment(shopOf(req), req.body)),
    );

    app.patch(
      '/vehicles/assignments/:id/',
      {
        config: { permission: 'canEdit' },
        schema: {
          tags,
          summary: 'End an assignment at ends_at (nothing sent: nothing changes)',
          params: idParamSchema,
          body: assignmentPatchSchema,
          response: { 200: assignmentSchema, ...errorResponses },
        },
      },
      async (req) => assignments.endAssignment(shopOf(req), citationsOf, req.params.id, req.body),
    );
  };
