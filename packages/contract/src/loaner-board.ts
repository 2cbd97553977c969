import { z } from 'zod';
import { AGREEMENT_STATUSES, BOARD_STATES } from './loaners';
import { FIELD_MESSAGES, requiredDate } from './vehicle-fields';

/** The loaner availability board: each loaner's agreements over a range of days. */

export const boardQuerySchema = z.object({
  from: requiredDate(FIELD_MESSAGES.invalidDate),
  to: requiredDate(FIELD_MESSAGES.invalidDate),
});

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
});
export type BoardAgreement = z.infer<typeof boardAgreementSchema>;

export const boardReplySchema = z.object({
  vehicles: z.array(
    z.object({
      vin: z.string(),
      description: z.string(),
      license_plate: z.string(),
      state: z.enum(BOARD_STATES),
      agreements: z.array(boardAgreementSchema),
    }),
  ),
});
export type BoardReply = z.infer<typeof boardReplySchema>;
