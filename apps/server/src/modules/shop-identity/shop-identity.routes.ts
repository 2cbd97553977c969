import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import { fileLinkQuerySchema } from '@fleetdesk/contract/documents';
import {
  logoUploadFieldsSchema,
  shopIdentityPatchSchema,
  shopIdentitySchema,
} from '@fleetdesk/contract/shop-identity';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { fileReply, noContent } from '../../platform/openapi';
import { shopOf } from '../../platform/session';
import { readUploadForm } from '../../platform/upload-body';
import * as identity from './shop-identity.service';

const tags = ['shops'];
/**
 * Changing what the shop's documents say it is: its administrators (as for its settings), in
 * person: no API token changes it (as the loaner settings).
 */
const permission = 'canManageShopSettings';
const apiTokens = false;

/** The shop's identity on the documents it hands over (issue 36 §4). */
export const shopIdentityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/shops/identity/',
    {
      config: { anyMember: true },
      schema: {
        tags,
        summary:
          "The shop's legal name, address, phone, e-mail and logo (a short-lived link, or null) as its documents print them",
        response: { 200: shopIdentitySchema, ...errorResponses },
      },
    },
    async (req) => identity.getIdentity(shopOf(req), deps),
  );

  app.patch(
    '/shops/identity/',
    {
      config: { permission, apiTokens },
      schema: {
        tags,
        summary: "Change the shop's legal name, address, phone or e-mail (administrators)",
        body: shopIdentityPatchSchema,
        response: { 200: shopIdentitySchema, ...errorResponses },
      },
    },
    async (req) => identity.patchIdentity(shopOf(req), deps, req.body),
  );

  app.post(
    '/shops/identity/logo/',
    {
      config: { permission, apiTokens, uploadFields: logoUploadFieldsSchema },
      schema: {
        tags,
        summary:
          "Set or replace the shop's logo (multipart: file, a PNG or JPEG of at most 2 MB and 2,000 pixels a side; administrators)",
        response: { 201: shopIdentitySchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const saved = await identity.uploadLogo(shopOf(req), deps, () => readUploadForm(req));
      return reply.status(201).send(saved);
    },
  );

  app.delete(
    '/shops/identity/logo/',
    {
      config: { permission, apiTokens },
      schema: {
        tags,
        summary: "Remove the shop's logo (administrators)",
        response: { 204: noContent('Removed'), ...errorResponses },
      },
    },
    async (req, reply) => {
      await identity.removeLogo(shopOf(req), deps);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/shops/logos/:id/',
    {
      // The signature in the link is the credential (the member is checked as they are now).
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The shop's logo through its signed link (exp, sig)",
        params: idParamSchema,
        querystring: fileLinkQuerySchema,
        response: {
          200: fileReply('The logo, streamed', ['image/png', 'image/jpeg']),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const file = await identity.openLogo(deps, req.params.id, req.query);
      return reply.headers(file.headers).send(file.stream);
    },
  );
};
