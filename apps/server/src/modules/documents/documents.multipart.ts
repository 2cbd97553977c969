import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MESSAGES } from '@fleetdesk/contract/documents';
import { badRequest, HttpError } from '../../platform/errors';
import { containsNul, NUL_MESSAGE } from '../../platform/nul-guard';

export type UploadedFile = { filename: string; data: Buffer };
export type UploadForm = { fields: Record<string, string>; file: UploadedFile | null };

const FILE_FIELD = 'file';

const tooLarge = () => new HttpError(413, { detail: DOCUMENT_MESSAGES.tooLarge });

/**
 * Reads a multipart upload: its text fields (first value of each) and the `file` part
 * in memory (the multipart plugin caps it at 20 MB; beyond that we answer 413). A request
 * that is not multipart reads as an empty form, so the reply names the missing fields.
 * A part with no file chosen (empty name and no bytes) counts as no file.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { fields: {}, file: null };
  if (!request.isMultipart()) return form;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        if (part.fieldname !== FILE_FIELD || form.file) continue;
        if (!part.filename && data.length === 0) continue;
        form.file = { filename: part.filename, data };
      } else if (!(part.fieldname in form.fields)) {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (containsNul(value)) throw badRequest(NUL_MESSAGE);
        form.fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT')
      throw new HttpError(413, { detail: 'Send one file per upload.' });
    if (statusCode === 413) throw new HttpError(413, { detail: 'The upload has too many fields.' });
    // Anything else is a malformed body (cut off, bad boundary): the client's fault, never a 500.
    throw new HttpError(400, { detail: 'The upload could not be read.' });
  }
  return form;
}
