import { insertRows } from '../../platform/database/insert-rows';
import type { ShopContext } from '../../platform/request-context';
import { recordAudits } from '../audit';
import { chunksOf } from '../vehicles';
import { registrations } from './registrations.tables';

/** A new vehicle's current registration, from an import's row (issue 26). */
export type ImportedRegistration = {
  vehicleId: number;
  vin: string;
  plateCost: string | null;
  expirationDate: string;
  lastRenewed: string | null;
};

/**
 * The registrations of freshly imported vehicles, a thousand a statement, with their audit rows
 * (as createRegistration writes). The vehicles are the import's own, in its transaction, and
 * were inserted with this expiry as their status date (insertImportedVehicles).
 */
export async function createImportedRegistrations(
  ctx: ShopContext,
  rows: readonly ImportedRegistration[],
): Promise<void> {
  for (const chunk of chunksOf(rows)) {
    const inserted = await insertRows(
      ctx.db,
      registrations,
      chunk.map(({ vin: _vin, ...values }) => ({ ...values, shopId: ctx.shopId })),
      { id: registrations.id },
    );
    await recordAudits(
      ctx,
      chunk.map((row, i) => ({
        entity: 'registration',
        entityId: inserted[i]!.id,
        action: 'create' as const,
        vehicleIds: [row.vehicleId],
        after: {
          id: inserted[i]!.id,
          vehicle: row.vin,
          plate_cost: row.plateCost,
          expiration_date: row.expirationDate,
          last_renewed: row.lastRenewed,
        },
      })),
    );
  }
}
