import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  idParamSchema,
  idempotencyHeadersSchema,
} from '@fleetdesk/contract/common';
import { fileLinkQuerySchema } from '@fleetdesk/contract/documents';
import {
  agreementSchema,
  checkInSchema,
  checkOutSchema,
  damageMarkSchema,
  swapSchema,
} from '@fleetdesk/contract/loaner-agreements';
import { damagePhotoFieldsSchema } from '@fleetdesk/contract/loaner-citations';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { fileReply } from '../../platform/openapi';
import { shopOf } from '../../platform/session';
import { readUploadForm } from '../../platform/upload-body';
import { openCustomerCopy } from './loaners.copy-link';
import { addDamagePhoto } from './loaners.damage-photo';
import * as lifecycle from './loaners.lifecycle.service';
import { sendSignedCopy } from './loaners.signing';
import { swapLoaner } from './loaners.swap';

const tags = ['loaners'];

export const lifecycleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/loaners/agreements/:id/check_out/',
    {
      config: { permission: 'canManageLoaners' },
      schema: {
        tags,
        summary:
          'Check a reserved agreement out: odometer, fuel (0–8 eighths), damage, signature (PNG data URL); stores the signed PDF with the vehicle’s documents, logs the mileage, e-mails the customer. Sent again with the same Idempotency-Key, it is applied once and answers the agreement as it stands',
        params: idParamSchema,
        headers: idempotencyHeadersSchema,
        body: checkOutSchema,
        response: { 200: agreementSchema, ...errorResponses },
      },
    },
    async (req) =>
      lifecycle.checkOut(
        shopOf(req),
        deps,
        req.params.id,
        req.body,
        req.headers[IDEMPOTENCY_KEY_HEADER],
      ),
  );

  app.post(
    '/loaners/agreements/:id/check_in/',
    {
      config: { permission: 'canManageLoaners' },
      schema: {
        tags,
        summary:
          'Check an agreement in: odometer, fuel, damage; adds the day, mileage and fuel charges and logs the mileage. Sent again with the same Idempotency-Key, it is applied once',
        params: idParamSchema,
        headers: idempotencyHeadersSchema,
        body: checkInSchema,
        response: { 200: agreementSchema, ...errorResponses },
      },
    },
    async (req) =>
      lifecycle.checkIn(
        shopOf(req),
        deps,
        req.params.id,
        req.body,
        req.headers[IDEMPOTENCY_KEY_HEADER],
      ),
  );

  app.post(
    '/loaners/agreements/:id/swap/',
    {
      config: { permission: 'canManageLoaners' },
      schema: {
        tags,
        summary:
          'Change the loaner of an agreement that is out: the car out is read in (odometer_in, fuel_in) and the agreement goes on with `vehicle` (a loaner free for its period) read out (odometer_out, fuel_out, damage); both readings are logged. Check-in charges the miles and fuel of every car',
        params: idParamSchema,
        body: swapSchema,
        response: { 200: agreementSchema, ...errorResponses },
      },
    },
    async (req) => swapLoaner(shopOf(req), deps, req.params.id, req.body),
  );

  app.post(
    '/loaners/agreements/:id/send_signed_copy/',
    {
      config: { permission: 'canManageLoaners' },
      schema: {
        tags,
        summary:
          'E-mail the signed agreement to the customer again (through the outbox, with the link to their copy); once signed, and when the customer has an address',
        params: idParamSchema,
        response: { 200: agreementSchema, ...errorResponses },
      },
    },
    async (req) => sendSignedCopy(shopOf(req), deps, req.params.id),
  );

  app.post(
    '/loaners/agreements/:id/cancel/',
    {
      config: { permission: 'canManageLoaners' },
      schema: {
        tags,
        summary: 'Cancel a reserved agreement (its period is free again)',
        params: idParamSchema,
        response: { 200: agreementSchema, ...errorResponses },
      },
    },
    async (req) => lifecycle.cancel(shopOf(req), deps, req.params.id),
  );

  app.post(
    '/loaners/agreements/:id/damage_photo/',
    {
      config: { permission: 'canManageLoaners', uploadFields: damagePhotoFieldsSchema },
      schema: {
        tags,
        summary:
          'A photo of damage (multipart: file (JPEG, PNG or GIF), stage out|in, zone), kept with the vehicle’s documents and linked to that zone’s mark or a new one',
        params: idParamSchema,
        response: { 201: damageMarkSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const mark = await addDamagePhoto(shopOf(req), deps, req.params.id, () =>
        readUploadForm(req),
      );
      return reply.status(201).send(mark);
    },
  );

  app.get(
    '/loaners/agreements/:id/copy/',
    {
      // The borrower's link from the check-out e-mail: the signature is the credential.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The borrower’s copy of their signed agreement, through the e-mailed signed link',
        params: idParamSchema,
        querystring: fileLinkQuerySchema,
        response: {
          200: fileReply('The signed agreement', ['application/pdf']),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const file = await openCustomerCopy(deps, req.params.id, req.query);
      return reply.headers(file.headers).send(file.stream);
    },
  );
};
