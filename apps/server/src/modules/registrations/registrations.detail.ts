import { and, desc, eq, sql } from 'drizzle-orm';
import type { Registration } from '@fleetdesk/contract/registrations';
import type { DetailDocuments } from '../../platform/detail-documents';
import { fromJsonRows, jsonRowsSql } from '../../platform/database/json-rows';
import { can } from '../../platform/request-context';
import type { VehicleDetailSection } from '../vehicles';
import { registrations } from './registrations.tables';

const fields = {
  id: registrations.id,
  plate_cost: registrations.plateCost,
  expiration_date: registrations.expirationDate,
  last_renewed: registrations.lastRenewed,
};

type RegistrationRow = Omit<Registration, 'vehicle' | 'vehicle_description' | 'documents'> & {
  documents: unknown;
};

/**
 * The vehicle detail's registrations, newest expiration first, with their documents (for those
 * who may see documents): a json subquery of the detail's one statement.
 */
export const registrationsDetailSection = (documentsOf: DetailDocuments): VehicleDetailSection => ({
  key: 'registrations',
  select: (ctx, vehicle) => {
    const withDocuments = can(ctx, 'canViewDocuments');
    const columns = withDocuments
      ? {
          ...fields,
          documents: documentsOf.select({
            id: sql`${registrations.id}`,
            shopId: sql`${registrations.shopId}`,
          }),
        }
      : fields;
    return jsonRowsSql(
      columns,
      sql`from ${registrations} where ${and(eq(registrations.shopId, vehicle.shopId), eq(registrations.vehicleId, vehicle.id))} order by ${desc(registrations.expirationDate)}, ${desc(registrations.id)}`,
    );
  },
  parts: (ctx, json, vehicle, deps) => {
    // `documents` is read back as the json it is (present() decodes it); absent without the permission.
    const rows = fromJsonRows<RegistrationRow>({ ...fields, documents: sql`documents` }, json);
    return {
      registrations: rows.map(({ documents, ...row }) => ({
        ...row,
        vehicle: vehicle.vin,
        vehicle_description: vehicle.description,
        documents: documents ? documentsOf.present(documents, deps.config, ctx.userId) : [],
      })),
    };
  },
});
