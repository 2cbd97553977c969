import { z } from 'zod';
import { paginatedSchema } from './common';
import { FIELD_MESSAGES } from './vehicle-fields';
import { VEHICLE_ORDERINGS, VEHICLE_TYPE_NAMES, type VehicleOrdering } from './vehicles';

/**
 * A member's saved views of the vehicle list (issue 24 item 2): a name, the filters, the sort
 * and the columns shown. Each member's own, in each shop.
 */

/** The vehicle list's columns, in their order on screen. */
export const VEHICLE_LIST_COLUMNS = [
  'description',
  'license_plate',
  'vin',
  'location',
  'primary_driver',
  'types',
  'status',
] as const;
export type VehicleListColumn = (typeof VEHICLE_LIST_COLUMNS)[number];

/** The spec's columns (spec 2, vehicle list): what shows until a member chooses otherwise. */
export const DEFAULT_VEHICLE_LIST_COLUMNS: readonly VehicleListColumn[] = [
  'description',
  'license_plate',
  'location',
  'primary_driver',
  'status',
];

/** Column headers, as the table shows them. */
export const VEHICLE_LIST_COLUMN_LABELS: Record<VehicleListColumn, string> = {
  description: 'Vehicle Description',
  license_plate: 'License Plate',
  vin: 'VIN',
  location: 'Location',
  primary_driver: 'Primary Driver',
  types: 'Vehicle Types',
  status: 'Status',
};

/** The vehicle's description names the row (and opens it): it is always shown. */
export const ALWAYS_SHOWN_COLUMN: VehicleListColumn = 'description';

/** At most this many saved views per member and shop. */
export const MAX_VIEWS = 50;

export const VEHICLE_VIEW_MESSAGES = {
  nameRequired: 'Name the view.',
  nameTaken: 'You already have a view with this name.',
  notFound: 'View not found',
  tooMany: `You can keep at most ${MAX_VIEWS} views: delete one first.`,
  columnsInvalid: `Choose columns among: ${VEHICLE_LIST_COLUMNS.join(', ')}.`,
} as const;

export const vehicleViewFiltersSchema = z.object({
  location: z.number().int().positive().nullable().default(null),
  types: z.array(z.enum(VEHICLE_TYPE_NAMES)).max(VEHICLE_TYPE_NAMES.length).default([]),
  /** The active vehicles (false), the archived (true), or both (`all`). */
  archived: z.union([z.literal('all'), z.boolean()]).default(false),
  search: z.string().trim().max(100, FIELD_MESSAGES.tooLong(100)).default(''),
});
export type VehicleViewFilters = z.infer<typeof vehicleViewFiltersSchema>;

const nameSchema = z
  .string({ error: VEHICLE_VIEW_MESSAGES.nameRequired })
  .trim()
  .min(1, VEHICLE_VIEW_MESSAGES.nameRequired)
  .max(60, FIELD_MESSAGES.tooLong(60));

/** The chosen columns, in the table's order, always with the description. */
const columnsSchema = z
  .array(z.enum(VEHICLE_LIST_COLUMNS, { error: VEHICLE_VIEW_MESSAGES.columnsInvalid }), {
    error: VEHICLE_VIEW_MESSAGES.columnsInvalid,
  })
  .max(VEHICLE_LIST_COLUMNS.length * 2, VEHICLE_VIEW_MESSAGES.columnsInvalid)
  .transform((columns) =>
    VEHICLE_LIST_COLUMNS.filter((c) => c === ALWAYS_SHOWN_COLUMN || columns.includes(c)),
  );

/** POST /api/vehicles/views/ */
export const vehicleViewInputSchema = z.object({
  name: nameSchema,
  filters: vehicleViewFiltersSchema.default({
    location: null,
    types: [],
    archived: false,
    search: '',
  }),
  ordering: z
    .enum(VEHICLE_ORDERINGS, { error: 'Order by description, license_plate or status.' })
    .default('description'),
  columns: columnsSchema.default([...DEFAULT_VEHICLE_LIST_COLUMNS]),
});
export type VehicleViewInput = z.input<typeof vehicleViewInputSchema>;
export type VehicleViewValues = z.output<typeof vehicleViewInputSchema>;

/**
 * PATCH /api/vehicles/views/{id}/: rename, or save the list's current state into it; `{}` changes
 * nothing and answers the view as it is.
 */
export const vehicleViewPatchSchema = z.object({
  name: nameSchema.optional(),
  filters: vehicleViewFiltersSchema.optional(),
  ordering: vehicleViewInputSchema.shape.ordering.unwrap().optional(),
  columns: columnsSchema.optional(),
});
export type VehicleViewPatch = z.input<typeof vehicleViewPatchSchema>;
export type VehicleViewPatchValues = z.output<typeof vehicleViewPatchSchema>;

export const vehicleViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: vehicleViewFiltersSchema,
  ordering: z.enum(VEHICLE_ORDERINGS),
  columns: z.array(z.enum(VEHICLE_LIST_COLUMNS)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VehicleView = z.infer<typeof vehicleViewSchema>;
export const vehicleViewListResponseSchema = paginatedSchema(vehicleViewSchema);

export const isVehicleOrdering = (value: unknown): value is VehicleOrdering =>
  typeof value === 'string' && (VEHICLE_ORDERINGS as readonly string[]).includes(value);
