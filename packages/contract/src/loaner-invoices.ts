import { z } from 'zod';
import { MAX_ID, paginationQuerySchema } from './common';
import { blankAsUndefined, requiredText } from './vehicle-fields';

/**
 * Invoices to insurers and the receivables (docs/api.md "Loaner money: invoices and
 * receivables"). Field names and messages are the API's.
 */

export const INVOICE_STATUSES = ['open', 'partly_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Open',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  void: 'Void',
};

/** INV-00001: `INV-` and the shop's sequence. */
export const invoiceNumber = (sequence: number) => `INV-${String(sequence).padStart(5, '0')}`;

export const INVOICE_MESSAGES = {
  insurerRequired: 'Select an insurer.',
  agreementsRequired: 'Select at least one agreement.',
  agreementNotFound: (id: number) => `Agreement ${id} was not found.`,
  notReturned: (number: string) => `${number} is not returned yet: only a returned loan is billed.`,
  otherInsurer: (number: string) => `${number} is not an agreement of this insurer.`,
  alreadyInvoiced: (number: string, invoice: string) => `${number} is already on ${invoice}.`,
  invoiceNotFound: 'Invoice not found.',
  reasonRequired: 'A void needs a reason.',
  alreadyVoid: 'This invoice is void.',
  noBillingEmail: 'This insurer has no billing e-mail. Add one to the insurer first.',
} as const;

export const invoiceAgreementSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  claim_number: z.string(),
  repair_order_number: z.string(),
  vehicle_description: z.string(),
  checked_out_at: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  authorized_days: z.number().int(),
  days: z.number().int(),
  covered_days: z.number().int(),
  /** Frozen when the invoice was issued. */
  amount: z.string(),
  /** The insurer's payments on this agreement, up to its amount. */
  paid: z.string(),
});
export type InvoiceAgreement = z.infer<typeof invoiceAgreementSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  insurer: z.number().int(),
  insurer_name: z.string(),
  status: z.enum(INVOICE_STATUSES),
  issued_on: z.string(),
  due_on: z.string(),
  amount: z.string(),
  paid: z.string(),
  balance: z.string(),
  sent_at: z.string().nullable(),
  void_reason: z.string(),
  agreements: z.array(invoiceAgreementSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** A row of the invoices list: the invoice without its agreements. */
export const invoiceListItemSchema = invoiceSchema.omit({ agreements: true }).extend({
  agreement_count: z.number().int(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** POST /api/loaners/invoices/ */
export const invoiceCreateSchema = z.object({
  insurer: id(INVOICE_MESSAGES.insurerRequired),
  agreements: z
    .array(id(INVOICE_MESSAGES.agreementsRequired), { error: INVOICE_MESSAGES.agreementsRequired })
    .min(1, INVOICE_MESSAGES.agreementsRequired)
    .max(500),
});
export type InvoiceCreate = z.input<typeof invoiceCreateSchema>;

/** POST /api/loaners/invoices/{id}/void/ */
export const invoiceVoidSchema = z.object({
  reason: requiredText(INVOICE_MESSAGES.reasonRequired, 500),
});

export const invoiceListQuerySchema = paginationQuerySchema.extend({
  insurer: z.preprocess(
    blankAsUndefined,
    z.coerce.number().int().positive().max(MAX_ID).optional(),
  ),
  status: z.preprocess(blankAsUndefined, z.enum(INVOICE_STATUSES).optional()),
});

// ---------------------------------------------------------------- receivables

/** Days since the date: 0–30 current, 31–60, 61–90, above 90. */
export const AGING_BUCKETS = ['current', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: '0–30 days',
  d31_60: '31–60 days',
  d61_90: '61–90 days',
  d90_plus: 'Over 90 days',
};

const aging = {
  open: z.string(),
  current: z.string(),
  d31_60: z.string(),
  d61_90: z.string(),
  d90_plus: z.string(),
};

export const receivablesSchema = z.object({
  insurers: z.array(z.object({ insurer: z.number().int(), name: z.string(), ...aging })),
  customers: z.array(z.object({ customer: z.number().int(), name: z.string(), ...aging })),
  totals: z.object(aging),
});
export type Receivables = z.infer<typeof receivablesSchema>;
export type AgingRow = Receivables['totals'];

export const RECEIVABLES_FORMATS = ['csv', 'xlsx'] as const;
export const receivablesQuerySchema = z.object({
  format: z.preprocess(blankAsUndefined, z.enum(RECEIVABLES_FORMATS).optional()),
});
export const receivablesFileName = (format: 'csv' | 'xlsx', today: string) =>
  `receivables-${today}.${format}`;
