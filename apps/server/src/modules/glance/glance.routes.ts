import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import { fileLinkQuerySchema } from '@fleetdesk/contract/documents';
import {
  photoUploadFieldsSchema,
  vehiclePhotoSchema,
  vehicleSummarySchema,
} from '@fleetdesk/contract/vehicle-glance';
import { vinParamSchema } from '@fleetdesk/contract/vehicles';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { fileReply, noContent } from '../../platform/openapi';
import { shopOf } from '../../platform/session';
import { readUploadForm } from '../../platform/upload-body';
import { openVehiclePhoto, removeVehiclePhoto, uploadVehiclePhoto } from './glance.photo';
import { vehicleSummary } from './glance.summary';

const tags = ['vehicles'];
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** The vehicle at a glance: its summary and its photo (issue 24 item 1). */
export const glanceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/vehicles/vehicles/:vin/summary/',
    {
      config: { permission: 'canViewDetails' },
      schema: {
        tags,
        summary:
          "The vehicle at a glance: mileage, costs, due dates, monthly costs, mileage trend and what comes next (each area's figures only with its view permission, else null)",
        params: vinParamSchema,
        response: { 200: vehicleSummarySchema, ...errorResponses },
      },
    },
    async (req) => vehicleSummary(shopOf(req), req.params.vin),
  );

  app.post(
    '/vehicles/vehicles/:vin/photo/',
    {
      config: { permission: 'canEdit', uploadFields: photoUploadFieldsSchema },
      schema: {
        tags,
        summary:
          "Set or replace the vehicle's photo (multipart: file, a JPEG, PNG or GIF of at most 2 MB; the web resizes it first)",
        params: vinParamSchema,
        response: { 201: vehiclePhotoSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const photo = await uploadVehiclePhoto(shopOf(req), deps, req.params.vin, () =>
        readUploadForm(req),
      );
      return reply.status(201).send(photo);
    },
  );

  app.delete(
    '/vehicles/vehicles/:vin/photo/',
    {
      config: { permission: 'canEdit' },
      schema: {
        tags,
        summary: "Remove the vehicle's photo",
        params: vinParamSchema,
        response: { 204: noContent('Removed'), ...errorResponses },
      },
    },
    async (req, reply) => {
      await removeVehiclePhoto(shopOf(req), deps, req.params.vin);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/vehicles/photos/:id/',
    {
      // The signature in the link is the credential (the member is checked as they are now).
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A vehicle's photo through its signed link (exp, sig)",
        params: idParamSchema,
        querystring: fileLinkQuerySchema,
        response: { 200: fileReply('The photo, streamed', PHOTO_TYPES), ...errorResponses },
      },
    },
    async (req, reply) => {
      const file = await openVehiclePhoto(deps, req.params.id, req.query);
      return reply.headers(file.headers).send(file.stream);
    },
  );
};
