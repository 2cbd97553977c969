import { z } from 'zod';
import { UTILISATION_MAX_DAYS } from './rules/loaner-utilisation';
import { FIELD_MESSAGES, requiredDate } from './vehicle-fields';

/**
 * The loaner program at a glance (docs/api.md "Loaner money", utilisation): how much each loaner
 * was out and what its loans billed and brought in over a period.
 */

export { UTILISATION_MAX_DAYS };

export const UTILISATION_MESSAGES = {
  toBeforeFrom: 'The end of the period must not be before its start.',
  tooWide: `Ask for at most ${UTILISATION_MAX_DAYS} days at a time.`,
} as const;

/** GET /api/loaners/reports/utilisation/?from=&to= (YYYY-MM-DD, both included). */
export const utilisationQuerySchema = z.object({
  from: requiredDate(FIELD_MESSAGES.invalidDate),
  to: requiredDate(FIELD_MESSAGES.invalidDate),
});
export type UtilisationQuery = z.output<typeof utilisationQuerySchema>;

const figures = {
  available_days: z.number().int(),
  days_out: z.number().int(),
  /** days_out / available_days as a percentage with one place ("77.8"). */
  utilisation: z.string(),
  agreements: z.number().int(),
  /** days_out / agreements with one place ("4.2"). */
  average_days: z.string(),
  insurer_billed: z.string(),
  customer_billed: z.string(),
  /** Payments received, write-offs left out. */
  collected: z.string(),
  written_off: z.string(),
  uncovered_days: z.number().int(),
};

export const utilisationFiguresSchema = z.object(figures);
export type UtilisationFigures = z.infer<typeof utilisationFiguresSchema>;

export const utilisationVehicleSchema = z.object({
  vin: z.string(),
  description: z.string(),
  license_plate: z.string(),
  ...figures,
});
export type UtilisationVehicle = z.infer<typeof utilisationVehicleSchema>;

export const utilisationReplySchema = z.object({
  from: z.string(),
  to: z.string(),
  vehicles: z.array(utilisationVehicleSchema),
  totals: utilisationFiguresSchema,
  /** Each week (from its Monday) touching the period, counted within the period. */
  weeks: z.array(z.object({ week_start: z.string(), utilisation: z.string() })),
  /** Each month touching the period: what its check-outs billed and what was collected on them. */
  months: z.array(z.object({ month: z.string(), billed: z.string(), collected: z.string() })),
});
export type UtilisationReply = z.infer<typeof utilisationReplySchema>;
