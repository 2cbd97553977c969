import { insertRows } from '../../platform/database/insert-rows';
import type { ShopContext } from '../../platform/request-context';
import { recordAudits } from '../audit';
import { chunksOf } from '../vehicles';
import { insurancePolicies } from './insurance.tables';

/** A new vehicle's current (individual) policy, from an import's row (issue 26). */
export type ImportedPolicy = {
  vehicleId: number;
  vin: string;
  insuranceCompany: string;
  policyNumber: string;
  premium: string | null;
  startDate: string | null;
  endDate: string | null;
};

/**
 * The policies of freshly imported vehicles, a thousand a statement, with their audit rows; each
 * vehicle was inserted with its policy's end as its insurance end (insertImportedVehicles). The premium is the policy's cost and the
 * vehicle's premium alike: an individual policy covers its one vehicle.
 */
export async function createImportedPolicies(
  ctx: ShopContext,
  rows: readonly ImportedPolicy[],
): Promise<void> {
  for (const chunk of chunksOf(rows)) {
    const inserted = await insertRows(
      ctx.db,
      insurancePolicies,
      chunk.map((row) => ({
        shopId: ctx.shopId,
        vehicleId: row.vehicleId,
        insuranceCompany: row.insuranceCompany,
        policyNumber: row.policyNumber,
        policyCosts: row.premium,
        vehiclePremium: row.premium,
        startDate: row.startDate,
        endDate: row.endDate,
      })),
      { id: insurancePolicies.id },
    );
    await recordAudits(
      ctx,
      chunk.map((row, i) => ({
        entity: 'insurance_policy',
        entityId: inserted[i]!.id,
        action: 'create' as const,
        vehicleIds: [row.vehicleId],
        after: {
          vehicle: row.vin,
          insurance_company: row.insuranceCompany,
          policy_number: row.policyNumber,
          policy_costs: row.premium,
          vehicle_premium: row.premium,
          start_date: row.startDate,
          end_date: row.endDate,
        },
      })),
    );
  }
}
