import { z } from 'zod';
import { paginationQuerySchema } from './common';
import {
  CITATION_KINDS,
  CITATION_RESULTS,
  CUSTOMER_DOCUMENT_TYPES,
  DAMAGE_STAGES,
  DAMAGE_ZONES,
} from './loaners';
import { blankAsUndefined, booleanFlag, requiredWholeNumber } from './vehicle-fields';

/** Citations (tolls and tickets) and the loaners' uploads; the availability board is in loaner-board.ts. */

// ---------------------------------------------------------------- citations

/**
 * What a plate is compared by: agencies write "3EAV-278" or "3eav 278" for the plate we keep as
 * "3EAV278", so case, spaces and hyphens do not count. The SQL side strips the same characters
 * with PLATE_IGNORED_SQL (a POSIX class for regexp_replace), then upper-cases.
 */
export const plateKey = (plate: string) => plate.replace(/[\s-]+/g, '').toUpperCase();
export const PLATE_IGNORED_SQL = '[[:space:]-]';

export const citationRowSchema = z.object({
  line: z.number().int(),
  plate: z.string(),
  occurred_at: z.string().nullable(),
  amount: z.string().nullable(),
  reference: z.string(),
  result: z.enum(CITATION_RESULTS),
  agreement: z.string().nullable(),
  driver: z.string().nullable().describe('The assigned driver, for a row matched to an assignment'),
  error: z.string().nullable(),
});
export type CitationRow = z.infer<typeof citationRowSchema>;

export const citationImportReplySchema = z.object({
  rows: z.array(citationRowSchema),
  counts: z.object({
    matched: z.number().int(),
    late: z.number().int(),
    assigned: z.number().int(),
    unmatched: z.number().int(),
    duplicate: z.number().int(),
    invalid: z.number().int(),
  }),
});
export type CitationImportReply = z.infer<typeof citationImportReplySchema>;

/** A citation kept in the shop's list (matched ones also land as a charge on the agreement). */
export const citationSchema = z.object({
  id: z.number().int(),
  plate: z.string(),
  occurred_at: z.string(),
  amount: z.string(),
  kind: z.enum(CITATION_KINDS),
  agency: z.string(),
  reference: z.string(),
  result: z.enum(['matched', 'late', 'assigned', 'unmatched']),
  agreement: z.string().nullable(),
  agreement_id: z.number().int().nullable(),
  driver: z.string().nullable().describe('The assigned driver (result assigned)'),
  imported_at: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

export const citationListQuerySchema = paginationQuerySchema.extend({
  matched: z.preprocess(blankAsUndefined, booleanFlag().optional()),
});

export const CITATION_ATTACH_MESSAGES = {
  agreementRequired: 'Choose the agreement.',
  agreementNotLent: 'Only an agreement that is out or returned can take a citation.',
  alreadyAttached: 'This citation is already on an agreement.',
  citationNotFound: 'Citation not found.',
} as const;

/**
 * POST /api/loaners/citations/{id}/attach/: an unmatched citation put on an agreement by hand
 * (the plate was misread, the loaner swapped); it lands as the import lands a matched row.
 */
export const citationAttachSchema = z.object({
  agreement: requiredWholeNumber(
    CITATION_ATTACH_MESSAGES.agreementRequired,
    CITATION_ATTACH_MESSAGES.agreementRequired,
    1,
    2_147_483_647,
  ),
});
export type CitationAttach = z.input<typeof citationAttachSchema>;

// ---------------------------------------------------------------- uploads

/** Customer document upload fields (multipart, beside `file`). */
export const customerDocumentFieldsSchema = z.object({
  document_type: z.enum(CUSTOMER_DOCUMENT_TYPES, { error: 'Select a document type.' }),
});
/** Damage photo upload fields (multipart, beside `file`). */
export const damagePhotoFieldsSchema = z.object({
  stage: z.enum(DAMAGE_STAGES, { error: 'Select out or in.' }),
  zone: z.enum(DAMAGE_ZONES, { error: 'Select a zone of the car.' }),
});
