import { z } from 'zod';
import { AGREEMENT_STATUSES, BOARD_STATES } from './loaners';
import { FIELD_MESSAGES, requiredDate } from './vehicle-fields';

/** The loaner availability board: each loaner's agreements over a range of days. */

export const boardQuerySchema = z.object({
  from: requiredDate(FIELD_MESSAGES.invalidDate),
  to: requiredDate(FIELD_MESSAGES.invalidDate),
});

/**
 * An agreement's bar on one loaner's row. After a change of loaner each car it lent has a bar of
 * its own stretch: `checked_out_at` and `checked_in_at` are that car's (an earlier car's check-in
 * is the swap; the car out now went out at the last swap), `status` is the agreement's.
 */
export const boardAgreementSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  starts_at: z.string(),
  due_at: z.string(),
  checked_out_at: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  customer_name: z.string(),
  /** The insurer's authorised days end before the repair's expected completion. */
  short_of_completion: z.boolean(),
  /** The car this one took over from at a swap (its plate, else its VIN), else null. */
  swapped_from: z.string().nullable(),
  /** The car that took over from this one at a swap (an earlier car's stretch), else null. */
  swapped_to: z.string().nullable(),
});
export type BoardAgreement = z.infer<typeof boardAgreementSchema>;

export const boardReplySchema = z.object({
  vehicles: z.array(
    z.object({
      vin: z.string(),
      description: z.string(),
      license_plate: z.string(),
      state: z.enum(BOARD_STATES),
      /** The open out-of-service issue that keeps it from being lent (its title), else null. */
      out_of_service: z.string().nullable(),
      agreements: z.array(boardAgreementSchema),
    }),
  ),
});
export type BoardReply = z.infer<typeof boardReplySchema>;
