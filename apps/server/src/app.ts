import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MIGRATIONS_FOLDER, migrationsApplied } from './platform/database/client';
import { compressJsonReplies } from './platform/compression';
import { AUTH_ROUTES, ROUTES, SESSIONS } from './modules/index';
import type { Config } from './config';
import type { AppDeps } from './platform/deps';
import { registerErrorHandler } from './platform/errors';
import { acceptEmptyJsonBodies, validatorCompiler } from './platform/json-body';
import { withSafeSerializers } from './platform/logging';
import { openApiOptions } from './platform/openapi';
import { rejectNul } from './platform/nul-guard';
import { receiveUploadsFirst } from './platform/upload-body';
import { sessionPlugin } from './platform/session';

export type RegisteredRoute = {
  method: string;
  url: string;
  config: { access?: string; permission?: string | readonly string[]; anyMember?: true };
};

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RegisteredRoute[];
  }
}

/** Uploads: 20 MB at most (docs/api.md). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * A hop count trusts the nearest N hops, as a function: Fastify itself now treats a number as
 * "trust nothing", since a count cannot tell a proxy from a client that reaches the server
 * directly (README: TRUST_PROXY).
 */
function trustProxyOption(value: Config['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

const healthSchema = z.object({
  status: z.enum(['ok', 'migrations pending', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

const migrationCount = () =>
  readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).length;

export async function buildApp(
  deps: AppDeps,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withSafeSerializers(options.logger),
    bodyLimit: 1024 * 1024,
    // A client that sends slowly, or stops reading its reply, is dropped (README: configuration).
    requestTimeout: Math.round(deps.config.REQUEST_TIMEOUT_SECONDS * 1000),
    connectionTimeout: Math.round(deps.config.CONNECTION_TIMEOUT_SECONDS * 1000),
    // Only proxies named in TRUST_PROXY may set the client address (the sign-in limit's key).
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    // Unique across restarts and processes: a member quotes it, the log line is found by it.
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Every route as registered: the authorization matrix test walks this list.
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, config: route.config ?? {} });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  acceptEmptyJsonBodies(app);
  app.addHook('preValidation', rejectNul);

  await app.register(helmet, {
    // The SPA loads Google's sign-in script and talks to Google for the token popup.
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", 'https://accounts.google.com'],
        'frame-src': ["'self'", 'https://accounts.google.com'],
        'connect-src': ["'self'", 'https://accounts.google.com', 'https://www.googleapis.com'],
        'img-src': ["'self'", 'data:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
  // On the root, before the API's routes: its hook runs before the one that opens a transaction.
  receiveUploadsFirst(app, { timeoutSeconds: deps.config.UPLOAD_TIMEOUT_SECONDS });
  await app.register(swagger, openApiOptions(deps.config.APP_NAME));
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await compressJsonReplies(api);
      await api.register(sessionPlugin, { ...deps, sessions: SESSIONS });
      api.get(
        '/health/',
        {
          config: { access: 'public' },
          schema: {
            tags: ['platform'],
            summary: 'Database reachable, migrations current',
            response: {
              200: healthSchema.describe('Ready'),
              503: healthSchema.describe(
                'Not ready: the database unreachable or migrations pending',
              ),
            },
          },
        },
        async (_req, reply) => {
          try {
            const current = await migrationsApplied(deps.db, migrationCount());
            return reply
              .status(current ? 200 : 503)
              .send({ status: current ? 'ok' : 'migrations pending', database: 'ok' });
          } catch {
            return reply.status(503).send({ status: 'error', database: 'unreachable' });
          }
        },
      );
      await api.register(AUTH_ROUTES, deps);
      for (const routes of ROUTES) await api.register(routes, deps);
    },
    { prefix: '/api' },
  );

  const webDist = deps.config.WEB_DIST_DIR;
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  const serveWeb = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: ['index.html'],
      // Vite names every file under assets/ by its content: cached for good. Anything else (the
      // page itself) is revalidated each time against its ETag, so a new build shows at once.
      cacheControl: false,
      etag: true,
      // Brotli or gzip copies written by the web build (apps/web/build/precompress.ts), chosen by
      // Accept-Encoding; the reply then varies on it.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(webDist!, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // SPA fallback: a non-API page path gets the app shell. A missing file (an old build's
    // chunk, say) stays a 404: HTML served as JavaScript would only confuse the browser.
    const pathname = request.url.split('?')[0] ?? '';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/assets/');
    if (serveWeb && request.method === 'GET' && !pathname.startsWith('/api/') && !looksLikeFile) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ detail: 'Not found.' });
  });
  return app;
}
