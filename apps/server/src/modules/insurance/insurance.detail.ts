import { and, desc, eq, sql } from 'drizzle-orm';
import type { VehicleDocument } from '@fleetdesk/contract/documents';
import type { InsurancePolicy } from '@fleetdesk/contract/vehicles';
import type { Config } from '../../config';
import { prepared } from '../../platform/database/prepared';
import { can, type ShopContext } from '../../platform/request-context';
import type { DetailVehicle, VehicleDetailSection } from '../vehicles';
import { insurancePolicies, masterPolicies } from './insurance.tables';

/** A policy's documents: the documents module lists them (handed in by modules/index.ts). */
export type PolicyDocuments = (
  ctx: ShopContext,
  config: Config,
  policyId: number,
) => Promise<VehicleDocument[]>;

/** The vehicle detail's insurance policies, for those who may see insurance or financials. */
export const insuranceDetailSection =
  (documentsOf: PolicyDocuments): VehicleDetailSection =>
  async (ctx, vehicle, deps) => {
    if (!can(ctx, 'canViewInsurance') && !can(ctx, 'canViewFinancial')) return {};
    const policies = await insurancePoliciesOf(ctx, vehicle);
    const seesDocuments = can(ctx, 'canViewDocuments');
    const withDocuments: InsurancePolicy[] = [];
    for (const policy of policies) {
      const documents = seesDocuments ? await documentsOf(ctx, deps.config, policy.id) : [];
      withDocuments.push({ ...policy, documents });
    }
    return { insurance_policies: withDocuments };
  };

/**
 * The vehicle's insurance policies, latest end date first, in spec 2's Insurance policy shape
 * (read-only here; the insurance area writes them). Documents are added by the caller.
 */
async function insurancePoliciesOf(
  ctx: ShopContext,
  vehicle: DetailVehicle,
): Promise<Omit<InsurancePolicy, 'documents'>[]> {
  const statement = prepared(ctx.db, 'insurance_policies_of_vehicle', (db) =>
    db
      .select({
        id: insurancePolicies.id,
        masterId: masterPolicies.id,
        policyName: masterPolicies.policyName,
        policyNumber: masterPolicies.policyNumber,
        insuranceCompany: masterPolicies.insuranceCompany,
        policy_costs: insurancePolicies.policyCosts,
        vehicle_premium: insurancePolicies.vehiclePremium,
        start_date: insurancePolicies.startDate,
        end_date: insurancePolicies.endDate,
        collision_deductible: insurancePolicies.collisionDeductible,
        comprehensive_deductible: insurancePolicies.comprehensiveDeductible,
        notes: insurancePolicies.notes,
      })
      .from(insurancePolicies)
      .leftJoin(
        masterPolicies,
        and(
          eq(masterPolicies.id, insurancePolicies.masterPolicyId),
          eq(masterPolicies.shopId, insurancePolicies.shopId),
        ),
      )
      .where(
        and(
          eq(insurancePolicies.shopId, sql.placeholder('shopId')),
          eq(insurancePolicies.vehicleId, sql.placeholder('vehicleId')),
        ),
      )
      .orderBy(sql`${insurancePolicies.endDate} desc nulls last`, desc(insurancePolicies.id))
      .prepare('insurance_policies_of_vehicle'),
  );
  const rows = await statement.execute({ shopId: ctx.shopId, vehicleId: vehicle.id });
  return rows.map(({ masterId, policyName, policyNumber, insuranceCompany, ...policy }) => ({
    ...policy,
    master_policy:
      masterId === null
        ? null
        : {
            policy_name: policyName ?? '',
            policy_number: policyNumber ?? '',
            insurance_company: insuranceCompany ?? '',
          },
    vehicle: vehicle.vin,
    vehicle_description: vehicle.description,
  }));
}
