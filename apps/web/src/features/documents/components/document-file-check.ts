import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
} from '@fleetdesk/contract/documents';

/**
 * The client-side check of a chosen file (spec 2 section 5 and docs/api.md, Uploads): present, an
 * accepted extension, not empty, at most 20 MB. The server checks the bytes again.
 * Returns the message to show, or null when the file may be sent.
 */
export function documentFileError(file: File | null): string | null {
  if (!file) return DOCUMENT_MESSAGES.required;
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : undefined;
  if (!extension || !(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) {
    return DOCUMENT_MESSAGES.unsupportedType;
  }
  if (file.size === 0) return DOCUMENT_MESSAGES.emptyFile;
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}
