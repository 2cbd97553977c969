import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  vehicleDetailSchema,
  vehicleInputSchema,
  vehicleListQuerySchema,
  vehicleListResponseSchema,
  vehicleTypeListResponseSchema,
  vehicleUpdateSchema,
  vinParamSchema,
} from '@fleetdesk/contract/vehicles';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { shopOf } from '../../platform/session';
import { paginated } from '../../platform/pagination';
import type { ArchiveBlocker } from './vehicles.archive-rule';
import { archiveVehicle, unarchiveVehicle } from './vehicles.archive.service';
import { getVehicle, type VehicleDetailSection } from './vehicles.detail.service';
import { listVehicles, listVehicleTypes } from './vehicles.list.service';
import { createVehicle, updateVehicle } from './vehicles.write.service';
import { vehicleBulkRoutes } from './vehicles.bulk.routes';
import { vehicleViewsRoutes } from './vehicle-views.routes';

const tags = ['vehicles'];

/** The vehicle routes; the detail's sections come from the record modules (modules/index.ts). */
export const vehiclesRoutes =
  (
    detailSections: readonly VehicleDetailSection[],
    archiveBlockers: readonly ArchiveBlocker[] = [],
  ): FastifyPluginAsyncZod<AppDeps> =>
  async (app, appDeps) => {
    const deps = { config: appDeps.config, detailSections, archiveBlockers };
    // The list in bulk and its saved views (issue 24 item 2): the list's own routes.
    await app.register(vehicleBulkRoutes(archiveBlockers), appDeps);
    await app.register(vehicleViewsRoutes, appDeps);
    app.get(
      '/vehicles/vehicle-types/',
      {
        // Reference data an integration needs to add vehicles.
        config: { anyMember: true, apiTokens: true },
        schema: {
          tags,
          summary: 'The vehicle types (loaner, employee, service, general)',
          response: { 200: vehicleTypeListResponseSchema, ...errorResponses },
        },
      },
      async (req) => {
        const types = await listVehicleTypes(shopOf(req));
        return paginated(
          req.url,
          { page: 1, page_size: Math.max(1, types.length) },
          { count: types.length, results: types },
        );
      },
    );

    app.get(
      '/vehicles/vehicles/',
      {
        config: { permission: 'canViewBasic' },
        schema: {
          tags,
          summary:
            'Vehicles (filters location, types, archived, search; ordering description, license_plate, status, - for descending)',
          querystring: vehicleListQuerySchema,
          response: { 200: vehicleListResponseSchema, ...errorResponses },
        },
      },
      async (req) => {
        const { count, atLeast, results } = await listVehicles(shopOf(req), deps, req.query);
        const page = paginated(req.url, req.query, { count, results, atLeast });
        return { ...page, count_is_lower_bound: atLeast };
      },
    );

    app.post(
      '/vehicles/vehicles/',
      {
        config: { permission: 'canAdd' },
        schema: {
          tags,
          summary: 'Add a vehicle; replies with its detail',
          body: vehicleInputSchema,
          response: { 201: vehicleDetailSchema, ...errorResponses },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await createVehicle(shopOf(req), deps, req.body)),
    );

    app.get(
      '/vehicles/vehicles/:vin/',
      {
        config: { permission: 'canViewDetails' },
        schema: {
          tags,
          summary: 'A vehicle with registrations, insurance policies, recent mileage and service',
          params: vinParamSchema,
          response: { 200: vehicleDetailSchema, ...errorResponses },
        },
      },
      async (req) => getVehicle(shopOf(req), deps, req.params.vin),
    );

    app.put(
      '/vehicles/vehicles/:vin/',
      {
        config: { permission: 'canEdit' },
        schema: {
          tags,
          summary: 'Change a vehicle (the VIN cannot change)',
          params: vinParamSchema,
          body: vehicleUpdateSchema,
          response: { 200: vehicleDetailSchema, ...errorResponses },
        },
      },
      async (req) => updateVehicle(shopOf(req), deps, req.params.vin, req.body),
    );

    app.post(
      '/vehicles/vehicles/:vin/archive/',
      {
        config: { permission: 'canArchive' },
        schema: {
          tags,
          summary: 'Archive a vehicle (409 with the reason when it cannot be archived)',
          params: vinParamSchema,
          response: { 200: vehicleDetailSchema, ...errorResponses },
        },
      },
      async (req) => archiveVehicle(shopOf(req), deps, req.params.vin),
    );

    app.post(
      '/vehicles/vehicles/:vin/unarchive/',
      {
        config: { permission: 'canArchive' },
        schema: {
          tags,
          summary: 'Bring an archived vehicle back',
          params: vinParamSchema,
          response: { 200: vehicleDetailSchema, ...errorResponses },
        },
      },
      async (req) => unarchiveVehicle(shopOf(req), deps, req.params.vin),
    );
  };
