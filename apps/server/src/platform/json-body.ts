import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The web client sends `Content-Type: application/json` on every call (spec 1 section 6), also
 * on a POST without a body (sign-out, mark all read). Fastify's parser refuses an empty JSON
 * body with a 400; read it as no body instead. Any other body goes through Fastify's own parser
 * (prototype-poisoning checks included), so malformed JSON is still a 400.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') done(null, undefined);
    else parse(req, body.toString(), done);
  });
}

const notAnObject = z.object({}, { error: 'Send the fields as a JSON object.' });

/** An object schema, also behind the pipes a `.transform()` adds. */
function describesObject(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def;
  if (def.type === 'pipe') return describesObject((def as z.core.$ZodPipeDef).in);
  return def.type === 'object';
}

/**
 * Fastify's validator for the routes' Zod schemas, with one rule first: a body whose schema is
 * an object must be a JSON object. Refinements that run even after the type check failed (to
 * report every field at once) then only ever see an object, and `null`, a number, a string or
 * an array is a 400 with a message, never a 500.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== 'body' || !describesObject(route.schema)) return validate;
  const refuse = zodValidatorCompiler({ ...route, schema: notAnObject });
  return (data) =>
    data !== null && typeof data === 'object' && !Array.isArray(data)
      ? validate(data)
      : refuse(data);
};
