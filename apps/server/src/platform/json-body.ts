import type { FastifyInstance } from 'fastify';

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
