import { z } from 'zod';
import { MAX_ID, paginatedSchema, paginationQuerySchema } from './common';
import { signatureSchema } from './loaner-agreements';
import { MAX_MILEAGE, MILEAGE_MESSAGES } from './mileage';
import {
  blankAsUndefined,
  optionalText,
  optionalWholeNumber,
  requiredText,
} from './vehicle-fields';

/** Issue 34 §3: inspection forms per vehicle type, and the inspections filled with them. */
export const INSPECTION_ITEM_KINDS = ['pass_fail', 'number', 'text', 'photo'] as const;
export type InspectionItemKind = (typeof INSPECTION_ITEM_KINDS)[number];

export const INSPECTION_ITEM_KIND_LABELS: Record<InspectionItemKind, string> = {
  pass_fail: 'Pass / fail',
  number: 'Number',
  text: 'Text',
  photo: 'Photo',
};

export const INSPECTION_MESSAGES = {
  formNotFound: 'Inspection form not found',
  notFound: 'Inspection not found',
  nameRequired: 'Name is required',
  labelRequired: 'Each item needs a label',
  kindInvalid: 'Use pass_fail, number, text or photo.',
  itemsRequired: 'Add at least one item.',
  itemUnknown: 'Choose items of this form.',
  vehicleTypesInvalid: 'Choose vehicle types by id.',
  vehicleTypeUnknown: 'Choose existing vehicle types.',
  formRequired: 'Choose an inspection form.',
  vehicleRequired: 'Vehicle is required',
  signedNameRequired: 'Type the name of who inspected.',
  formNotForVehicle: "This form is not for this vehicle's types.",
  requiredUnanswered: (labels: readonly string[]) =>
    `Answer the required items: ${labels.join(', ')}.`,
  numberInvalid: (label: string) => `"${label}" takes a number.`,
  photoInvalid: "Choose a photo uploaded for this vehicle's inspection.",
  answerOfKind: (label: string) => `"${label}" takes no pass or fail.`,
} as const;

const itemInputSchema = z.object({
  id: z.number().int().positive().max(MAX_ID).optional().describe('an existing item (PATCH)'),
  label: requiredText(INSPECTION_MESSAGES.labelRequired, 200),
  kind: z.enum(INSPECTION_ITEM_KINDS, { error: INSPECTION_MESSAGES.kindInvalid }),
  required: z.boolean().default(false),
});

const vehicleTypeIds = z
  .array(z.number().int().positive().max(MAX_ID), {
    error: INSPECTION_MESSAGES.vehicleTypesInvalid,
  })
  .max(20, INSPECTION_MESSAGES.vehicleTypesInvalid);

const items = z
  .array(itemInputSchema, { error: INSPECTION_MESSAGES.itemsRequired })
  .min(1, INSPECTION_MESSAGES.itemsRequired)
  .max(100);

/** POST /api/vehicles/inspection-forms/ */
export const inspectionFormCreateSchema = z.object({
  name: requiredText(INSPECTION_MESSAGES.nameRequired, 120),
  vehicle_types: vehicleTypeIds.default([]),
  items,
});
export type InspectionFormCreate = z.input<typeof inspectionFormCreateSchema>;

/**
 * PATCH …/{id}/: `items` is the whole new list: an item sent with its id is kept (answers given
 * to it stay linked), one without an id is added, one left out is retired.
 */
export const inspectionFormPatchSchema = z.object({
  name: requiredText(INSPECTION_MESSAGES.nameRequired, 120).optional(),
  vehicle_types: vehicleTypeIds.optional(),
  items: items.optional(),
});
export type InspectionFormPatch = z.input<typeof inspectionFormPatchSchema>;

export const inspectionItemSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  kind: z.enum(INSPECTION_ITEM_KINDS),
  required: z.boolean(),
});
export type InspectionItem = z.infer<typeof inspectionItemSchema>;

export const inspectionFormSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  vehicle_types: z.array(z.number().int()),
  items: z.array(inspectionItemSchema),
});
export type InspectionForm = z.infer<typeof inspectionFormSchema>;
export const inspectionFormListSchema = paginatedSchema(inspectionFormSchema);

export const inspectionFormListQuerySchema = paginationQuerySchema.extend({
  vehicle: z
    .preprocess(blankAsUndefined, z.string().trim().max(17).optional())
    .describe("VIN: only the forms for this vehicle's types (and forms for every type)"),
});

const answerValue = z
  .union([z.string().trim().max(2000), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

export const inspectionResultInputSchema = z.object({
  item: z.number().int().positive().max(MAX_ID),
  passed: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
  value: answerValue,
  note: optionalText(2000),
  photo: z
    .number()
    .int()
    .positive()
    .max(MAX_ID)
    .nullish()
    .transform((v) => v ?? null)
    .describe('id of the photo uploaded as a vehicle document (POST /api/vehicles/documents/)'),
});

/** POST /api/vehicles/inspections/ */
export const inspectionCreateSchema = z.object({
  form: z.number({ error: INSPECTION_MESSAGES.formRequired }).int().positive().max(MAX_ID),
  vehicle: requiredText(INSPECTION_MESSAGES.vehicleRequired, 17).describe('VIN'),
  odometer: optionalWholeNumber(MILEAGE_MESSAGES.invalid, 0, MAX_MILEAGE),
  results: z.array(inspectionResultInputSchema).max(100).default([]),
  signature: signatureSchema.optional(),
  signed_name: requiredText(INSPECTION_MESSAGES.signedNameRequired, 120),
});
export type InspectionCreate = z.input<typeof inspectionCreateSchema>;

export const inspectionListQuerySchema = paginationQuerySchema.extend({
  vehicle: z.preprocess(blankAsUndefined, z.string().trim().max(17).optional()),
});

export const inspectionResultSchema = z.object({
  item: z.number().int(),
  label: z.string(),
  kind: z.enum(INSPECTION_ITEM_KINDS),
  passed: z.boolean().nullable(),
  value: z.string(),
  note: z.string(),
  photo_url: z.string().nullable(),
});
export type InspectionResult = z.infer<typeof inspectionResultSchema>;

export const inspectionSchema = z.object({
  id: z.number().int(),
  form: z.number().int(),
  form_name: z.string(),
  vehicle: z.string().describe('VIN'),
  vehicle_description: z.string(),
  odometer: z.number().int().nullable(),
  performed_at: z.string(),
  performed_by: z.string().nullable().describe("the member's name"),
  signed_name: z.string(),
  signed: z.boolean().describe('a signature was drawn'),
  results: z.array(inspectionResultSchema),
  failed: z.number().int().describe('failed pass/fail items'),
  issues: z.array(z.number().int()).describe('the issues its failed items opened'),
});
export type Inspection = z.infer<typeof inspectionSchema>;
export const inspectionListSchema = paginatedSchema(inspectionSchema);

/** Which required items a submission leaves unanswered (the 400's labels), in form order. */
export function unansweredRequired(
  formItems: readonly { id: number; label: string; kind: string; required: boolean }[],
  results: readonly { item: number; passed: boolean | null; value: string; photo: number | null }[],
): string[] {
  const byItem = new Map(results.map((r) => [r.item, r]));
  return formItems
    .filter((item) => {
      if (!item.required) return false;
      const r = byItem.get(item.id);
      if (!r) return true;
      if (item.kind === 'pass_fail') return r.passed === null;
      if (item.kind === 'photo') return r.photo === null;
      return r.value.trim() === '';
    })
    .map((item) => item.label);
}
