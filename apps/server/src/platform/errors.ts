import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  badRequestResponseSchema,
  detailResponseSchema,
  errorResponseSchema,
  type FieldErrors,
} from '@fleetdesk/contract/common';

/** An error that becomes an HTTP reply with the given status and JSON body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(
      typeof body.detail === 'string'
        ? body.detail
        : typeof body.error === 'string'
          ? body.error
          : `HTTP ${statusCode}`,
    );
  }
}

export const badRequest = (detail: string) => new HttpError(400, { detail });
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const conflict = (detail: string) => new HttpError(409, { detail });
export const timedOut = (detail: string) => new HttpError(408, { detail });
export const tooLarge = (detail: string) => new HttpError(413, { detail });

/**
 * An import with a row it cannot take is refused whole: its 400's body is the import's own reply,
 * every row's result (docs/api.md "Errors"), so the file can be fixed where it says.
 */
export const importRefused = (reply: object) => new HttpError(400, { ...reply });

/**
 * `{error}`: only where spec 1 section 8 reads an `error` field (sign-in, Google sign-in, the
 * shop context, the sign-in limits' 429); every other refusal is `{detail}` or a field map.
 */
export const errorField = (status: 400 | 401 | 403 | 404 | 429, error: string) =>
  new HttpError(status, { error });

/** 400 `{field: [messages]}`: a form shows each message beside its field. */
export const fieldErrors = (errors: FieldErrors) => new HttpError(400, errors);
export const fieldError = (field: string, message: string) => fieldErrors({ [field]: [message] });

type Issue = { path?: readonly PropertyKey[]; instancePath?: string; message?: string };

/** Zod issues -> `{field: [messages]}`; issues on the whole body go to `non_field_errors`. */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const pathParts = issue.path ?? (issue.instancePath ?? '').split('/').filter(Boolean);
    const field = pathParts.map(String).join('.') || 'non_field_errors';
    (out[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return out;
}

/**
 * Error replies for a route's OpenAPI `response` map. Spread it into a schema so the
 * serializer accepts whatever the error handler sends: `response: { 200: x, ...errorResponses }`.
 */
export const errorResponses = {
  400: badRequestResponseSchema,
  401: detailResponseSchema,
  403: detailResponseSchema,
  404: detailResponseSchema,
  409: detailResponseSchema,
  413: detailResponseSchema,
} as const;

/** The replies of the routes spec 1 section 8 reads an `error` field from (see `errorField`). */
const errorOrDetail = z.union([errorResponseSchema, detailResponseSchema]);
export const errorFieldResponses = {
  ...errorResponses,
  400: z.union([errorResponseSchema, badRequestResponseSchema]),
  401: errorOrDetail,
  403: errorOrDetail,
  404: errorOrDetail,
  429: errorResponseSchema,
} as const;

/** A 500's body: no cause (it is in the log), the request id to find it there. */
const serverFailure = (requestId: string) => ({
  detail: 'Internal server error.',
  request_id: requestId,
});

/** One error handler for the whole API: clear 4xx bodies, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send(
          issuesToFieldErrors(
            error.validation.map((v) => ({ instancePath: v.instancePath, message: v.message })),
          ),
        );
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
      return reply.status(500).send(serverFailure(request.id));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(serverFailure(request.id));
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, ...).
    return reply.status(status).send({ detail: error.message });
  });
}

/**
 * The unique index a write collided with (PostgreSQL 23505), or null: two requests racing for
 * the same name, VIN or username reach here, and the loser hears which. Drizzle wraps the
 * driver's error as `cause`, so the chain is searched.
 */
export function uniqueViolation(err: unknown): { constraint: string } | null {
  return databaseError(err, '23505');
}

/**
 * The exclusion constraint a write collided with (PostgreSQL 23P01): two loan agreements of one
 * loaner whose periods overlap, however many requests race for it.
 */
export function exclusionViolation(err: unknown): { constraint: string } | null {
  return databaseError(err, '23P01');
}

function databaseError(err: unknown, sqlState: string): { constraint: string } | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === sqlState) return { constraint: constraint ?? '' };
  }
  return null;
}
