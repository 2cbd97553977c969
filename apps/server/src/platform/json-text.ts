import type { FastifyReply } from 'fastify';

/**
 * Sends a reply already written as JSON text (a big reply PostgreSQL wrote: parsing and
 * serialising it again would cost more than reading it). Fastify serialises no string sent with
 * a JSON content type, so the route's response schema only describes it (OpenAPI): the route's
 * tests hold the text to that schema.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
