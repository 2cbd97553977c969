import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequestResponseSchema } from '@fleetdesk/contract/common';
import { blankAsUndefined, booleanFlag } from '@fleetdesk/contract/vehicle-fields';
import {
  IMPORT_MESSAGES,
  IMPORT_TEMPLATE_FORMATS,
  importReplySchema,
} from '@fleetdesk/contract/vehicle-import';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { fileReply } from '../../platform/openapi';
import { shopOf } from '../../platform/session';
import { contentDisposition } from '../documents';
import { readUploadForm } from '../../platform/upload-body';
import { importVehicles } from './vehicle-import.service';
import { importTemplate, TEMPLATE_MEDIA_TYPES } from './vehicle-import.template';

const tags = ['vehicles'];

const importQuerySchema = z.object({
  dry_run: z.preprocess(blankAsUndefined, booleanFlag().optional()),
});

const templateQuerySchema = z.object({
  format: z.preprocess(
    blankAsUndefined,
    z.enum(IMPORT_TEMPLATE_FORMATS, { error: IMPORT_MESSAGES.formatInvalid }).default('csv'),
  ),
});

/** Importing a fleet from a spreadsheet (docs/api.md "Vehicle import"). */
export const vehicleImportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    '/vehicles/import/',
    {
      config: {
        permission: 'canAdd',
        uploadFields: z.object({
          mapping: z
            .string()
            .optional()
            .describe(
              'JSON object from a column header to a field; left out, guessed from the headers and the mapping the shop used before',
            ),
        }),
      },
      schema: {
        tags,
        summary:
          'Import vehicles from a CSV or XLSX file (multipart `file`, `mapping`), with their current registration and insurance policy; ?dry_run=true checks every row and writes nothing',
        querystring: importQuerySchema,
        response: {
          200: importReplySchema,
          ...errorResponses,
          // A file with an invalid or duplicate row is refused whole, with every row's result.
          400: z.union([importReplySchema, badRequestResponseSchema]),
        },
      },
    },
    async (req) => {
      const form = await readUploadForm(req);
      return importVehicles(shopOf(req), form, req.query.dry_run ?? false);
    },
  );

  app.get(
    '/vehicles/import/template/',
    {
      config: { permission: 'canAdd' },
      schema: {
        tags,
        summary: 'The import template: a header row naming every field (?format=csv|xlsx)',
        querystring: templateQuerySchema,
        response: {
          200: fileReply('The template, named by Content-Disposition: attachment', [
            TEMPLATE_MEDIA_TYPES.csv,
            TEMPLATE_MEDIA_TYPES.xlsx,
          ]),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const { format } = req.query;
      return reply
        .header('content-type', TEMPLATE_MEDIA_TYPES[format])
        .header('content-disposition', contentDisposition('attachment', `vehicle-import.${format}`))
        .send(await importTemplate(format));
    },
  );
};
