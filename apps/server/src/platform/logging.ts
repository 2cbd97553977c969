import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * A signed file link (`/api/files/{id}/?exp=&sig=`) works for anyone who holds it until it
 * expires: the query string is a credential, so log lines keep only the path.
 */
export function loggableUrl(url: string): string {
  return url.startsWith('/api/files/') ? url.split('?')[0]! : url;
}

/** Fastify's own request serializer, with the URL made loggable. */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: loggableUrl(req.url),
    version: req.headers?.['accept-version'] as string | undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Logger options with the safe request serializer added (kept when `logger` is off). */
export function withSafeSerializers(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
