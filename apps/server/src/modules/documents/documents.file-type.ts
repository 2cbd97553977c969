import { fileTypeFromBuffer } from 'file-type';
import type { DocumentExtension } from '@fleetdesk/contract/documents';

/**
 * For each accepted extension: what file-type must find in the bytes, and the type we
 * store and serve. Word and Excel 97-2003 share one container (OLE/CFB), so for those
 * the extension picks the type within that family; everything else must match exactly.
 */
const FAMILIES: Record<DocumentExtension, { detected: readonly string[]; contentType: string }> = {
  pdf: { detected: ['pdf'], contentType: 'application/pdf' },
  jpg: { detected: ['jpg'], contentType: 'image/jpeg' },
  jpeg: { detected: ['jpg'], contentType: 'image/jpeg' },
  png: { detected: ['png', 'apng'], contentType: 'image/png' },
  gif: { detected: ['gif'], contentType: 'image/gif' },
  doc: { detected: ['cfb'], contentType: 'application/msword' },
  xls: { detected: ['cfb'], contentType: 'application/vnd.ms-excel' },
  docx: {
    detected: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    detected: ['xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};

/** Every type a stored file can have: what a signed link serves. */
export const STORED_CONTENT_TYPES: readonly string[] = [
  ...new Set(Object.values(FAMILIES).map((family) => family.contentType)),
];

/** Types the browser may show in place (everything else is served as a download). */
export const INLINE_CONTENT_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
]);
export const IMAGE_CONTENT_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
]);

export const extensionOf = (filename: string) => {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
};

/**
 * The content type to store for an upload, or null when it is refused: the extension
 * must be one of `allowed` and the bytes must really be of that extension's family, so
 * HTML, SVG or a script renamed to .pdf or .png never gets in. The browser's claimed
 * type is ignored.
 */
export async function acceptedContentType(
  filename: string,
  data: Buffer,
  allowed: readonly DocumentExtension[],
): Promise<string | null> {
  const extension = allowed.find((e) => e === extensionOf(filename));
  if (!extension) return null;
  const detected = await fileTypeFromBuffer(data);
  const family = FAMILIES[extension];
  if (!detected || !family.detected.includes(detected.ext)) return null;
  return family.contentType;
}

/** The name to keep and send back: no folders, no control characters, at most 255 characters. */
export function cleanFilename(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // Control characters (below 0x20, DEL) would break the Content-Disposition header later.
  const printable = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  if (printable.length <= 255) return printable;
  const extension = extensionOf(printable);
  const keep = extension ? 255 - extension.length - 1 : 255;
  return extension ? `${printable.slice(0, keep)}.${extension}` : printable.slice(0, keep);
}
