import { z } from 'zod';
import { isoDateReplySchema, paginatedSchema, paginationQuerySchema } from './common';
import { optionalDate } from './vehicle-fields';

/** Spec 2 section 3 (Document.document_type). */
export const DOCUMENT_TYPES = [
  'title',
  'registration',
  'insurance',
  'lease',
  'maintenance',
  'inspection',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  title: 'Title',
  registration: 'Registration',
  insurance: 'Insurance',
  lease: 'Lease',
  maintenance: 'Maintenance',
  inspection: 'Inspection',
  other: 'Other',
};

/** Vehicle documents (spec 2 section 5, Document upload). */
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'doc',
  'docx',
  'xls',
  'xlsx',
] as const;
/** Registration and insurance modals accept only PDF and images (spec 2 section 5). */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'gif'] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

/** For a file input's `accept` attribute. */
export const acceptAttribute = (extensions: readonly string[]) =>
  extensions.map((e) => `.${e}`).join(',');

/** docs/api.md, Uploads. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  required: 'This field is required.',
  emptyFile: 'The submitted file is empty.',
  unsupportedType:
    'Unsupported file type. Upload a PDF, image (JPG, PNG, GIF), Word or Excel file.',
  unsupportedAttachment: 'Unsupported file type. Upload a PDF or an image (JPG, PNG, GIF).',
  tooLarge: 'The file is larger than 20 MB.',
  imageTooLarge:
    'The picture is larger than 25 megapixels (or wider or taller than 10,000 pixels); send a smaller one.',
  linkInvalid: 'This link has expired or is not valid.',
  vehicleNotFound: 'Vehicle not found.',
  registrationNotFound: 'Registration not found',
  documentNotFound: 'Document not found.',
} as const;

/**
 * The largest picture accepted, read from the file's header before anything decodes it: a 24 MP
 * phone photo or a 600 dpi licence scan fits, a 13,800 x 13,800 decompression bomb does not.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
export const MAX_IMAGE_SIDE = 10_000;

/** What an upload's body is refused for before anything reads it (docs/api.md: uploads). */
export const UPLOAD_MESSAGES = {
  tooSlow: (seconds: number) =>
    `The upload took longer than ${seconds} seconds and was stopped. Check the connection and try again.`,
} as const;

export const maxLengthMessage = (max: number) =>
  `Ensure this field has no more than ${max} characters.`;

const requiredText = (max: number) =>
  z
    .string({ error: DOCUMENT_MESSAGES.required })
    .trim()
    .min(1, DOCUMENT_MESSAGES.required)
    .max(max, maxLengthMessage(max));

const documentTypeSchema = z.enum(DOCUMENT_TYPES, {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? DOCUMENT_MESSAGES.required
      : `"${String(issue.input)}" is not a valid choice.`,
});

const notesSchema = z.string().max(5000, maxLengthMessage(5000)).optional().default('');

/** The text fields of a vehicle document upload (multipart; the file travels beside them). */
export const documentUploadFieldsSchema = z.object({
  vehicle: requiredText(17),
  document_type: documentTypeSchema,
  title: requiredText(255),
  notes: notesSchema,
  /** The day it stops being valid (a DOT inspection, a permit); blank: it does not expire. */
  expires_on: optionalDate(),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

/** The text fields of a registration or insurance policy document upload. */
export const attachmentUploadFieldsSchema = z.object({
  title: requiredText(255),
  notes: notesSchema,
});
export type AttachmentUploadFields = z.infer<typeof attachmentUploadFieldsSchema>;

export const documentListQuerySchema = paginationQuerySchema.extend({
  vehicle: requiredText(17),
  document_type: z.enum(DOCUMENT_TYPES, { error: 'Select a valid choice.' }).optional(),
  search: z.string().trim().max(200).optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  document_type: z.enum(DOCUMENT_TYPES),
  document_type_display: z.string(),
  title: z.string(),
  /** The uploaded file's name; the storage key never leaves the server. */
  file: z.string(),
  original_filename: z.string(),
  /** Bytes. */
  file_size: z.number().int(),
  notes: z.string(),
  created_at: z.string(),
  is_pdf: z.boolean(),
  is_image: z.boolean(),
  /** A short-lived signed link (`/api/files/{id}/?exp=&sig=`); add `&download=1` to force a download. */
  file_url: z.string(),
  expires_on: isoDateReplySchema.nullable().describe('YYYY-MM-DD, or null: it does not expire'),
});
export type VehicleDocument = z.infer<typeof documentSchema>;

export const documentListResponseSchema = paginatedSchema(documentSchema);

/** PATCH /api/vehicles/documents/{id}/: its title, notes or expiry (null: it does not expire). */
export const documentPatchSchema = z.object({
  title: requiredText(255).optional(),
  notes: z.string().max(5000, maxLengthMessage(5000)).optional(),
  expires_on: optionalDate().optional(),
});
export type DocumentPatch = z.input<typeof documentPatchSchema>;

/** A document expiring or expired, as the dashboard's expiring-documents widget lists it. */
export const expiringDocumentSchema = z.object({
  id: z.number().int(),
  vehicle: z.string().describe('VIN'),
  vehicle_description: z.string(),
  title: z.string(),
  document_type: z.enum(DOCUMENT_TYPES),
  expires_on: isoDateReplySchema,
  state: z.enum(['expired', 'expiring']),
});
export type ExpiringDocument = z.infer<typeof expiringDocumentSchema>;

/** Query of a signed file link; missing parts are refused as an invalid link, not a 400. */
export const fileLinkQuerySchema = z.object({
  exp: z.string().optional(),
  sig: z.string().optional(),
  download: z.string().optional(),
});
