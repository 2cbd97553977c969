import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  vehicleBulkRequestSchema,
  vehicleBulkSummarySchema,
  vehicleExportQuerySchema,
} from '@fleetdesk/contract/vehicle-bulk';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { fileReply } from '../../platform/openapi';
import { shopOf } from '../../platform/session';
import type { ArchiveBlocker } from './vehicles.archive-rule';
import { bulkUpdateVehicles } from './vehicles.bulk.service';
import { exportVehicles, VEHICLE_EXPORT_CONTENT_TYPES } from './vehicles.export';

const tags = ['vehicles'];

/** The vehicle list in bulk: one action on the selected vehicles, and the list as a file. */
export const vehicleBulkRoutes =
  (archiveBlockers: readonly ArchiveBlocker[]): FastifyPluginAsyncZod<AppDeps> =>
  async (app) => {
    app.post(
      '/vehicles/vehicles/bulk/',
      {
        // Either suffices to reach the service, which checks the action's own permission
        // (archive and unarchive: canArchive; location and types: canEdit).
        config: { permission: ['canArchive', 'canEdit'] },
        schema: {
          tags,
          summary:
            'One action on many vehicles, all or nothing (at most 1,000 VINs): archive, unarchive (canArchive), set_location, add_type, remove_type (canEdit); replies with what changed',
          body: vehicleBulkRequestSchema,
          response: { 200: vehicleBulkSummarySchema, ...errorResponses },
        },
      },
      async (req) => bulkUpdateVehicles(shopOf(req), archiveBlockers, req.body),
    );

    app.get(
      '/vehicles/vehicles/export/',
      {
        config: { permission: 'canViewBasic' },
        schema: {
          tags,
          summary:
            "Every vehicle of the filtered, sorted list as CSV or XLSX (the list's filters and ordering; more than 10,000: 413)",
          querystring: vehicleExportQuerySchema,
          response: {
            200: fileReply(
              'The file, streamed, named by Content-Disposition: attachment',
              Object.values(VEHICLE_EXPORT_CONTENT_TYPES),
            ),
            ...errorResponses,
          },
        },
      },
      async (req, reply) => {
        const file = await exportVehicles(shopOf(req), req.query);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    );
  };
