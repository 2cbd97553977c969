import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  maintenanceDueListSchema,
  maintenanceDueQuerySchema,
  maintenanceScheduleCreateSchema,
  maintenanceScheduleListQuerySchema,
  maintenanceScheduleListSchema,
  maintenanceSchedulePatchSchema,
  maintenanceScheduleSchema,
} from '@fleetdesk/contract/maintenance';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { noContent } from '../../platform/openapi';
import { shopOf } from '../../platform/session';
import { maintenanceDue } from './maintenance.due';
import * as schedules from './maintenance.service';

const tags = ['service'];
const path = '/vehicles/maintenance-schedules/';

/** Issue 26: maintenance schedules and the due list (the service permissions). */
export const maintenanceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    path,
    {
      config: { permission: 'canViewService' },
      schema: {
        tags,
        summary:
          "Maintenance schedules: the shop's, or with ?vehicle={vin} the ones it keeps with their next due",
        querystring: maintenanceScheduleListQuerySchema,
        response: { 200: maintenanceScheduleListSchema, ...errorResponses },
      },
    },
    async (req) => schedules.listSchedules(shopOf(req), req.query),
  );

  app.post(
    path,
    {
      config: { permission: 'canManageService' },
      schema: {
        tags,
        summary: 'Add a schedule for a vehicle or a vehicle type',
        body: maintenanceScheduleCreateSchema,
        response: { 201: maintenanceScheduleSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await schedules.createSchedule(shopOf(req), req.body)),
  );

  app.patch(
    `${path}:id/`,
    {
      config: { permission: 'canManageService' },
      schema: {
        tags,
        summary: 'Change a schedule (a new last done restarts it)',
        params: idParamSchema,
        body: maintenanceSchedulePatchSchema,
        response: { 200: maintenanceScheduleSchema, ...errorResponses },
      },
    },
    async (req) => schedules.updateSchedule(shopOf(req), req.params.id, req.body),
  );

  app.delete(
    `${path}:id/`,
    {
      config: { permission: 'canManageService' },
      schema: {
        tags,
        summary: 'Delete a schedule',
        params: idParamSchema,
        response: { 204: noContent('Deleted'), ...errorResponses },
      },
    },
    async (req, reply) => {
      await schedules.deleteSchedule(shopOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/vehicles/maintenance-due/',
    {
      config: { permission: 'canViewService' },
      schema: {
        tags,
        summary: 'Service due: overdue, or due within 14 days or 500 miles (at most 1,000)',
        querystring: maintenanceDueQuerySchema,
        response: { 200: maintenanceDueListSchema, ...errorResponses },
      },
    },
    async (req) => maintenanceDue(shopOf(req), req.query),
  );
};
