import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authConfigResponseSchema,
  changePasswordRequestSchema,
  googleLoginRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
} from '@fleetdesk/contract/auth';
import type { AppDeps } from '../../platform/deps';
import { errorFieldResponses } from '../../platform/errors';
import { sessionOf, userDbOf } from '../../platform/session';
import * as auth from './auth.service';
import { admitAddress } from './sign-in-limits';

const tags = ['auth'];

/** Sign-in, sign-out and passwords; `shopsOf` comes from the shops module (modules/index.ts). */
export const authRoutes =
  (shopsOf: auth.ShopsOfUser): FastifyPluginAsyncZod<AppDeps> =>
  async (app, deps) => {
    const signIn = { config: deps.config, shopsOf };
    // Before the body is even parsed: every attempt from an address counts, well-formed or not.
    const addressLimit = async (req: FastifyRequest) => admitAddress(deps.db, deps.config, req.ip);

    app.post(
      '/base/login/',
      {
        config: { access: 'public' },
        onRequest: addressLimit,
        schema: {
          tags,
          summary: 'Sign in with username and password',
          body: loginRequestSchema,
          response: { 200: loginResponseSchema, ...errorFieldResponses },
        },
      },
      async (req) =>
        auth.login(
          deps.db,
          signIn,
          { username: req.body.username, password: req.body.password },
          { address: req.ip },
        ),
    );

    app.post(
      '/base/login/google/',
      {
        config: { access: 'public' },
        onRequest: addressLimit,
        schema: {
          tags,
          summary: "Sign in with a Google access token (verified with Google's tokeninfo endpoint)",
          body: googleLoginRequestSchema,
          response: { 200: loginResponseSchema, ...errorFieldResponses },
        },
      },
      async (req) =>
        auth.googleLogin(deps.db, signIn, deps.fetch, req.body.access_token, {
          address: req.ip,
        }),
    );

    app.get(
      '/base/auth-config/',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Sign-in options for the login page',
          response: { 200: authConfigResponseSchema },
        },
      },
      async () => auth.authConfig(deps.config),
    );

    app.post(
      '/base/logout/',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Revoke the current token',
          response: { 200: z.object({ detail: z.string() }) },
        },
      },
      async (req) => {
        await auth.logout(userDbOf(req), sessionOf(req), { address: req.ip });
        return { detail: 'Signed out.' };
      },
    );

    app.post(
      '/base/change-password/',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: "Change the signed-in user's password (revokes their other tokens)",
          body: changePasswordRequestSchema,
          response: { 200: z.object({ detail: z.string() }) },
        },
      },
      async (req) => {
        await auth.changePassword(
          userDbOf(req),
          sessionOf(req),
          req.body.current_password,
          req.body.new_password,
          { address: req.ip },
        );
        return { detail: 'Password changed.' };
      },
    );
  };
