import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import { DOCUMENT_MESSAGES, UPLOAD_MESSAGES } from '@fleetdesk/contract/documents';
import { badRequest, HttpError, timedOut, tooLarge } from './errors';
import { containsNul, NUL_MESSAGE } from './nul-guard';

export type UploadedFile = { filename: string; data: Buffer };
export type UploadForm = { fields: Record<string, string>; file: UploadedFile | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** A multipart body, received whole before the request's transaction opens. */
    uploadForm: UploadForm | null;
  }
}

const FILE_FIELD = 'file';
/** A file part larger than this goes to a temporary file while it arrives, not to memory. */
const IN_MEMORY_BYTES = 256 * 1024;
/** Per process: a worker's own uploads, whatever another process on the machine receives. */
export const SPOOL_DIR = path.join(tmpdir(), `fleetdesk-uploads-${process.pid}`);

const bodyTooLarge = () => tooLarge(DOCUMENT_MESSAGES.tooLarge);

/**
 * A file part, received in memory while small and in a temporary file beyond that (a hundred
 * slow phones each half-way through 20 MB hold disk, not memory). The temporary file is removed
 * as soon as its bytes are read back, or when the part fails.
 */
async function receiveFile(stream: Readable, spooled: Set<string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let spool: { path: string; out: WriteStream } | null = null;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (!spool && size > IN_MEMORY_BYTES) {
        await mkdir(SPOOL_DIR, { recursive: true });
        const file = path.join(SPOOL_DIR, randomUUID());
        spooled.add(file);
        spool = { path: file, out: createWriteStream(file, { mode: 0o600 }) };
        for (const held of chunks.splice(0)) spool.out.write(held);
      }
      if (!spool) chunks.push(chunk);
      else if (!spool.out.write(chunk)) await once(spool.out, 'drain');
    }
    if (!spool) return Buffer.concat(chunks, size);
    spool.out.end();
    await once(spool.out, 'close');
    return await readFile(spool.path);
  } finally {
    if (spool) {
      spool.out.destroy();
      spooled.delete(spool.path);
      await rm(spool.path, { force: true });
    }
  }
}

/** Every part of the body: text fields (first value of each) and the `file` part. */
async function receiveForm(request: FastifyRequest, spooled: Set<string>): Promise<UploadForm> {
  const form: UploadForm = { fields: {}, file: null };
  for await (const part of request.parts() as AsyncIterable<Multipart>) {
    if (part.type === 'file') {
      const data = await receiveFile((part as MultipartFile).file, spooled);
      if ((part as MultipartFile).file.truncated) throw bodyTooLarge();
      if (part.fieldname !== FILE_FIELD || form.file) continue;
      if (!part.filename && data.length === 0) continue;
      form.file = { filename: part.filename, data };
    } else if (!(part.fieldname in form.fields)) {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (containsNul(value)) throw badRequest(NUL_MESSAGE);
      form.fields[part.fieldname] = value;
    }
  }
  return form;
}

/** The multipart plugin's and busboy's failures as the client's 4xx, never a 500. */
function asClientError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return bodyTooLarge();
  if (code === 'FST_FILES_LIMIT') return tooLarge('Send one file per upload.');
  if (statusCode === 413) return tooLarge('The upload has too many fields.');
  // Anything else is a malformed body (cut off, bad boundary): the client's fault.
  return badRequest('The upload could not be read.');
}

/**
 * Receives every multipart body whole, with a time limit on the whole body, before any hook that
 * opens the request's transaction: a phone sending a photo at a byte a second holds a socket, not
 * the database (on the embedded database, every shop's requests wait behind one transaction).
 * Registered on the root before the API's routes, so its preValidation hook runs first.
 */
export function receiveUploadsFirst(app: FastifyInstance, opts: { timeoutSeconds: number }): void {
  app.decorateRequest('uploadForm', null);
  app.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart()) return;
    // No token on a route that needs one: the session's hook answers 401 without the body.
    if (request.routeOptions.config?.access !== 'public' && !request.headers.authorization) return;
    const spooled = new Set<string>();
    let timer: NodeJS.Timeout | undefined;
    const receiving = receiveForm(request, spooled);
    const tooSlow = new Promise<never>((_resolve, reject) => {
      const refuse = () => reject(timedOut(UPLOAD_MESSAGES.tooSlow(opts.timeoutSeconds)));
      timer = setTimeout(refuse, opts.timeoutSeconds * 1000);
    });
    try {
      request.uploadForm = await Promise.race([receiving, tooSlow]);
    } catch (err) {
      // The rest of a slow body is not waited for: the reply closes the connection.
      receiving.catch(() => undefined);
      if (err instanceof HttpError && err.statusCode === 408) reply.header('connection', 'close');
      for (const file of spooled) await rm(file, { force: true });
      throw asClientError(err);
    } finally {
      clearTimeout(timer);
    }
  });
}

/**
 * The request's upload, received by `receiveUploadsFirst` before the handler ran. A request that
 * is not multipart reads as an empty form, so the reply names the missing fields. A part with no
 * file chosen (empty name and no bytes) counts as no file.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  return request.uploadForm ?? { fields: {}, file: null };
}
