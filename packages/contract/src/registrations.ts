import { z } from 'zod';
import { documentSchema } from './documents';
import { optionalDate, optionalMoney, requiredDate, requiredText } from './vehicle-fields';

export const REGISTRATION_MESSAGES = {
  notFound: 'Registration not found',
  vehicleRequired: 'Vehicle is required',
  expirationRequired: 'Expiration date is required',
} as const;

const fields = {
  plate_cost: optionalMoney(),
  expiration_date: requiredDate(REGISTRATION_MESSAGES.expirationRequired),
  last_renewed: optionalDate(),
};

/** POST /api/vehicles/registrations/ (the registration modal, add). */
export const registrationCreateSchema = z.object({
  vehicle: requiredText(REGISTRATION_MESSAGES.vehicleRequired, 17),
  ...fields,
});
export type RegistrationCreate = z.input<typeof registrationCreateSchema>;

/** PATCH /api/vehicles/registrations/{id}/: any of the fields; the vehicle cannot change (ignored). */
export const registrationPatchSchema = z.object({
  plate_cost: fields.plate_cost.optional(),
  expiration_date: fields.expiration_date.optional(),
  last_renewed: fields.last_renewed.optional(),
});
export type RegistrationPatch = z.input<typeof registrationPatchSchema>;

/** Spec 2 section 3, Registration. */
export const registrationSchema = z.object({
  id: z.number().int(),
  vehicle: z.string().describe('VIN'),
  vehicle_description: z.string(),
  plate_cost: z.string().nullable().describe('Decimal string'),
  expiration_date: z.string(),
  last_renewed: z.string().nullable(),
  documents: z.array(documentSchema),
});
export type Registration = z.infer<typeof registrationSchema>;
