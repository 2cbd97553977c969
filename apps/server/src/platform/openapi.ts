import type { Readable } from 'node:stream';
import type {
  FastifyDynamicSwaggerOptions,
  SwaggerTransform,
  SwaggerTransformObject,
} from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequestResponseSchema,
  detailResponseSchema,
  serverErrorResponseSchema,
} from '@fleetdesk/contract/common';

/**
 * The OpenAPI document (`/api/docs/json`), built by @fastify/swagger from the routes' Zod
 * schemas. What every route can answer is added here once, not route by route (docs/api.md,
 * "The OpenAPI document"): a route declares its own replies, this adds the rest.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An upload's parts, for the description only: the route reads its multipart parts itself
     * (a `body` schema would be validated against a body Fastify never parses).
     */
    uploadFields?: z.ZodObject;
  }
}

/** A file's bytes, as the route sends them (a stream; never serialized as JSON). */
const binary = z.custom<Readable>().meta({ type: 'string', format: 'binary' });

/**
 * A reply that is a file: its bytes under each media type it can have, not JSON. A media type
 * whose body a client can read as data (a JSON export) names its shape in `shapes`.
 */
export function fileReply(
  description: string,
  mediaTypes: readonly string[],
  shapes: Record<string, z.ZodType> = {},
) {
  return {
    description,
    content: Object.fromEntries(
      mediaTypes.map((type) => [type, { schema: shapes[type] ?? binary }]),
    ),
  };
}

/** An upload's form: its text fields and the `file` part beside them. */
export const multipartForm = (fields: z.ZodObject) =>
  fields.extend({ file: binary.describe('The file') });

/** A 204: no body (described without content). */
export const noContent = (description: string) => z.null().describe(description);

type ResponseMap = Record<string, unknown>;
type JsonSchema = { [key: string]: unknown };

/**
 * The replies any route can give besides its own: 400 (a malformed body or parameter), 401 (no or
 * a revoked token) unless the route is public, 415 (a body of another media type) when it takes a
 * body, 500. A route's own description of a status wins.
 */
function commonReplies(isPublic: boolean, takesBody: boolean): ResponseMap {
  return {
    400: badRequestResponseSchema,
    ...(isPublic ? {} : { 401: detailResponseSchema }),
    ...(takesBody ? { 415: detailResponseSchema } : {}),
    500: serverErrorResponseSchema,
  };
}

const describeRoute: SwaggerTransform = (document) => {
  const { schema, route } = document;
  if (!schema || schema.hide) return jsonSchemaTransform(document);
  const isPublic = route.config?.access === 'public';
  const form = route.config?.uploadFields;
  const described = jsonSchemaTransform({
    ...document,
    schema: {
      ...schema,
      ...(form ? { body: multipartForm(form), consumes: ['multipart/form-data'] } : {}),
      response: {
        ...commonReplies(isPublic, Boolean(schema.body || form)),
        ...(schema.response as ResponseMap | undefined),
      },
    },
  });
  const response = described.schema.response as Record<string, JsonSchema>;
  // @fastify/swagger writes a reply of type 'null' without content: what a 204 sends.
  if (response[204]) response[204] = { type: 'null', description: response[204].description };
  return { ...described, schema: { ...described.schema, ...(isPublic ? { security: [] } : {}) } };
};

const isNullOnly = (schema: unknown) => {
  const s = schema as JsonSchema;
  return (
    s.type === 'null' ||
    (Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null && !s.$ref)
  );
};

/**
 * Nullable values as OpenAPI 3.0 writes them, so that standard validators (Ajv, Prism) compile
 * them: `type` with `nullable: true`. Zod writes a null branch of a union as
 * `{type: 'object', nullable: true, enum: [null]}`; it goes, and its siblings become nullable.
 * `nullable` without a `type` (a value of any type) says nothing and goes too.
 */
function writeNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(writeNullable);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = writeNullable(value);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = out[key];
    if (!Array.isArray(branches) || !branches.some(isNullOnly)) continue;
    const rest = branches.filter((b) => !isNullOnly(b)) as JsonSchema[];
    const nullable = rest.map((b) => ('type' in b ? { ...b, nullable: true } : b));
    if (nullable.length === 1) {
      delete out[key];
      Object.assign(out, nullable[0]);
    } else out[key] = nullable;
    delete out.nullable;
  }
  if (out.nullable === true && !('type' in out)) delete out.nullable;
  return out;
}

const describeDocument: SwaggerTransformObject = (document) =>
  writeNullable(jsonSchemaTransformObject(document)) as ReturnType<SwaggerTransformObject>;

export function openApiOptions(appName: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: { title: `${appName} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'Token {key}',
          },
        },
      },
      security: [{ token: [] }],
    },
    transform: describeRoute,
    // Emits the schemas registered with an id (zod's global registry) as components, so the
    // routes' `$ref`s to them resolve.
    transformObject: describeDocument,
  };
}
