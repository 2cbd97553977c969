import { z } from 'zod';
import { VIN_LENGTH, normaliseVin } from './rules/vehicle-rules';
import { blankAsUndefined, optionalId } from './vehicle-fields';
import { VEHICLE_LIST_COLUMNS, type VehicleListColumn } from './vehicle-views';
import { VEHICLE_MESSAGES, VEHICLE_TYPE_NAMES, vehicleListQuerySchema } from './vehicles';

/**
 * The vehicle list in bulk (issue 24 item 2): one action on many selected vehicles, and the
 * filtered list as a file. docs/api.md "The vehicle list in bulk".
 */

export const BULK_ACTIONS = [
  'archive',
  'unarchive',
  'set_location',
  'add_type',
  'remove_type',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** At most this many vehicles in one bulk request: one short transaction. */
export const BULK_MAX_VINS = 1000;

/** At most this many rows in one export of the list (a larger list is narrowed by its filters). */
export const VEHICLE_EXPORT_MAX_ROWS = 10_000;

export const VEHICLE_BULK_MESSAGES = {
  actionInvalid: `Choose one of: ${BULK_ACTIONS.join(', ')}.`,
  vinsRequired: 'Select at least one vehicle.',
  tooMany: `Select at most ${BULK_MAX_VINS.toLocaleString('en-US')} vehicles at a time.`,
  vinInvalid: `Each VIN has ${VIN_LENGTH} letters and digits.`,
  locationRequired: 'Choose a location, or none for Unassigned.',
  typeRequired: 'Choose a vehicle type.',
  notFound: (vins: readonly string[]) =>
    `${vins.length === 1 ? 'This vehicle was' : 'These vehicles were'} not found: ${vins.join(', ')}. Nothing was changed.`,
  cannotArchive: (reasons: readonly string[]) => `Nothing was archived. ${reasons.join(' ')}`,
  exportTooLarge: `The list holds more than ${VEHICLE_EXPORT_MAX_ROWS.toLocaleString('en-US')} vehicles: narrow it with the filters, then export.`,
} as const;

const vinListSchema = z
  .array(z.string({ error: VEHICLE_BULK_MESSAGES.vinInvalid }), {
    error: VEHICLE_BULK_MESSAGES.vinsRequired,
  })
  .min(1, VEHICLE_BULK_MESSAGES.vinsRequired)
  .max(BULK_MAX_VINS, VEHICLE_BULK_MESSAGES.tooMany)
  .transform((vins, ctx) => {
    const normalised = [...new Set(vins.map(normaliseVin))];
    if (normalised.some((v) => !new RegExp(`^[A-Z0-9]{${VIN_LENGTH}}$`).test(v))) {
      ctx.addIssue({ code: 'custom', message: VEHICLE_BULK_MESSAGES.vinInvalid });
      return z.NEVER;
    }
    return normalised;
  });

/** POST /api/vehicles/vehicles/bulk/ */
export const vehicleBulkRequestSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: VEHICLE_BULK_MESSAGES.actionInvalid }),
    vins: vinListSchema,
    /** set_location: a location id, or null for Unassigned. */
    location: optionalId(VEHICLE_MESSAGES.locationInvalid).optional(),
    /** add_type and remove_type: a type name. */
    type: z.enum(VEHICLE_TYPE_NAMES, { error: VEHICLE_MESSAGES.typeInvalid }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'set_location' && body.location === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['location'],
        message: VEHICLE_BULK_MESSAGES.locationRequired,
      });
    if ((body.action === 'add_type' || body.action === 'remove_type') && body.type === undefined)
      ctx.addIssue({ code: 'custom', path: ['type'], message: VEHICLE_BULK_MESSAGES.typeRequired });
  });
export type VehicleBulkRequest = z.input<typeof vehicleBulkRequestSchema>;
export type VehicleBulkValues = z.output<typeof vehicleBulkRequestSchema>;

/** What a bulk action did: the vehicles it changed and those already as asked. */
export const vehicleBulkSummarySchema = z.object({
  action: z.enum(BULK_ACTIONS),
  changed: z.number().int().describe('Vehicles the action changed'),
  unchanged: z.number().int().describe('Vehicles that already were as asked'),
  changed_vins: z.array(z.string()),
  message: z.string().describe('The summary in words, as the list shows it'),
});
export type VehicleBulkSummary = z.infer<typeof vehicleBulkSummarySchema>;

const vehicles = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'vehicle' : 'vehicles'}`;
const wasWere = (n: number) => (n === 1 ? 'was' : 'were');

/** "3 vehicles archived, 1 was already archived": the one wording of a bulk action's result. */
export function bulkSummaryText(
  action: BulkAction,
  changed: number,
  unchanged: number,
  detail: { location?: string; type?: string } = {},
): string {
  const place = detail.location ?? 'Unassigned';
  const type = detail.type ?? '';
  const [done, already] = {
    archive: ['archived', 'already archived'],
    unarchive: ['unarchived', 'not archived'],
    set_location: [`moved to ${place}`, `already at ${place}`],
    add_type: [`marked ${type}`, `already ${type}`],
    remove_type: [`no longer ${type}`, `not ${type}`],
  }[action];
  const head = `${vehicles(changed)} ${done}`;
  return unchanged > 0
    ? `${head}, ${unchanged.toLocaleString('en-US')} ${wasWere(unchanged)} ${already}`
    : head;
}

/** GET /api/vehicles/vehicles/export/: the list's filters and sort, and a format. */
export const VEHICLE_EXPORT_MESSAGES = {
  columnsInvalid: `Choose columns among: ${VEHICLE_LIST_COLUMNS.join(', ')}.`,
} as const;

export const vehicleExportQuerySchema = vehicleListQuerySchema
  .omit({ page: true, page_size: true })
  .extend({
    format: z.enum(['csv', 'xlsx'], { error: 'Choose csv or xlsx.' }).default('csv'),
    /**
     * The list's columns the file holds, comma separated, in the list's order (what the member
     * shows); without it, every column of the export (an outside client's whole file).
     */
    columns: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .max(200, VEHICLE_EXPORT_MESSAGES.columnsInvalid)
        .transform((v, ctx) => {
          const names = v
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean);
          if (!names.every((n) => (VEHICLE_LIST_COLUMNS as readonly string[]).includes(n))) {
            ctx.addIssue({ code: 'custom', message: VEHICLE_EXPORT_MESSAGES.columnsInvalid });
            return z.NEVER;
          }
          return names as VehicleListColumn[];
        })
        .optional(),
    ),
  });
export type VehicleExportQuery = z.infer<typeof vehicleExportQuerySchema>;

/** `vehicles_YYYYMMDD.csv` */
export const vehicleExportFileName = (format: 'csv' | 'xlsx', today: string) =>
  `vehicles_${today.replaceAll('-', '')}.${format}`;
