import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  SIGNING_LINK_TTL_HOURS,
  remoteSignReplySchema,
  remoteSignSchema,
  signingLinkReplySchema,
  signingTokenParamSchema,
  signingViewSchema,
} from '@fleetdesk/contract/loaner-signing';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { shopOf } from '../../platform/session';
import * as signing from './loaners.signing-link.service';

const tags = ['loaners'];

/** Signing before the customer arrives (docs/api.md "Loaner money", remote signing). */
export const signingLinkRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/loaners/agreements/:id/signing_link/',
    {
      config: { permission: 'canManageLoaners' },
      schema: {
        tags,
        summary: `E-mail the customer of a reserved agreement a link to sign it before they arrive (single use, ${SIGNING_LINK_TTL_HOURS} hours; an earlier link stops working)`,
        params: idParamSchema,
        response: { 200: signingLinkReplySchema, ...errorResponses },
      },
    },
    async (req) => signing.sendSigningLink(shopOf(req), deps, req.params.id),
  );

  app.get(
    '/loaners/signing/:token/',
    {
      // The customer's link from the e-mail: the token is the credential.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'What the customer signs: the terms, the vehicle, the period and the rates',
        params: signingTokenParamSchema,
        response: { 200: signingViewSchema, ...errorResponses },
      },
    },
    async (req) => signing.signingView(deps, req.params.token),
  );

  app.post(
    '/loaners/signing/:token/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The customer signs (the link is then used up); check-out needs no signature after',
        params: signingTokenParamSchema,
        body: remoteSignSchema,
        response: { 200: remoteSignReplySchema, ...errorResponses },
      },
    },
    async (req) => signing.signRemotely(deps, req.params.token, req.body),
  );
};
