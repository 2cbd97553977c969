import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequestResponseSchema, idParamSchema } from '@fleetdesk/contract/common';
import {
  fuelEntryCreateSchema,
  fuelEntryListQuerySchema,
  fuelEntryListResponseSchema,
  fuelEntrySchema,
  fuelEntryUpdateSchema,
  fuelImportReplySchema,
} from '@fleetdesk/contract/fuel';
import { blankAsUndefined, booleanFlag } from '@fleetdesk/contract/vehicle-fields';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { noContent } from '../../platform/openapi';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import { readUploadForm } from '../../platform/upload-body';
import { importFuelCard } from './fuel.import';
import * as fuel from './fuel.service';

const tags = ['fuel'];
/** Writing fuel needs canAdd or canEdit (docs/api.md "Fleet records"). */
const WRITE = ['canAdd', 'canEdit'] as const;

// The fleet import's query: ?dry_run=true.
const importQuerySchema = z.object({
  dry_run: z.preprocess(blankAsUndefined, booleanFlag().optional()),
});

/** Fuel entries and the fuel-card import (docs/api.md "Fuel"). */
export const fuelRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/vehicles/fuel-entries/',
    {
      config: { permission: 'canViewBasic' },
      schema: {
        tags,
        summary: 'Fuel entries, newest first (?vehicle={vin})',
        querystring: fuelEntryListQuerySchema,
        response: { 200: fuelEntryListResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { count, results } = await fuel.listFuelEntries(shopOf(req), req.query);
      return paginated(req.url, req.query, { count, results });
    },
  );

  app.post(
    '/vehicles/fuel-entries/',
    {
      config: { permission: WRITE },
      schema: {
        tags,
        summary:
          'Record a fill; the total is quantity × price when left out (and the price total ÷ quantity). Its odometer becomes a reading of the vehicle',
        body: fuelEntryCreateSchema,
        response: { 201: fuelEntrySchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await fuel.createFuelEntry(shopOf(req), req.body)),
  );

  app.patch(
    '/vehicles/fuel-entries/:id/',
    {
      config: { permission: WRITE },
      schema: {
        tags,
        summary: 'Change a fill; its flags and its neighbours’ are decided again',
        params: idParamSchema,
        body: fuelEntryUpdateSchema,
        response: { 200: fuelEntrySchema, ...errorResponses },
      },
    },
    async (req) => fuel.updateFuelEntry(shopOf(req), req.params.id, req.body),
  );

  app.delete(
    '/vehicles/fuel-entries/:id/',
    {
      config: { permission: WRITE },
      schema: {
        tags,
        summary: 'Delete a fill',
        params: idParamSchema,
        response: { 204: noContent('Deleted'), ...errorResponses },
      },
    },
    async (req, reply) => {
      await fuel.deleteFuelEntry(shopOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/vehicles/fuel-entries/import/',
    {
      config: {
        permission: WRITE,
        uploadFields: z.object({
          mapping: z
            .string()
            .optional()
            .describe(
              'JSON object from a column header to a field; left out, guessed from the headers',
            ),
        }),
      },
      schema: {
        tags,
        summary:
          'Import a fuel-card file (CSV or XLSX, multipart `file`, `mapping`), each line matched by VIN, plate or card vehicle number; ?dry_run=true checks every line and writes nothing',
        querystring: importQuerySchema,
        response: {
          200: fuelImportReplySchema,
          ...errorResponses,
          // A file with an invalid or duplicate line is refused whole, with every line's result.
          400: z.union([fuelImportReplySchema, badRequestResponseSchema]),
        },
      },
    },
    async (req) => {
      const form = await readUploadForm(req);
      return importFuelCard(shopOf(req), form, req.query.dry_run ?? false);
    },
  );
};
