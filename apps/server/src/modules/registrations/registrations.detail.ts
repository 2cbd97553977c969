import type { VehicleDetailSection } from '../vehicles';
import * as repo from './registrations.repository';
import { present, type RegistrationDocuments } from './registrations.presenter';

/** The vehicle detail's registrations, newest expiration first, with their documents. */
export const registrationsDetailSection =
  (documentsOf: RegistrationDocuments): VehicleDetailSection =>
  async (ctx, vehicle, deps) => {
    const registrations = [];
    for (const core of await repo.listForVehicle(ctx, vehicle.id))
      registrations.push(await present(ctx, { ...deps, documentsOf }, core));
    return { registrations };
  };
