import type { VehicleDocument } from '@fleetdesk/contract/documents';
import type { MasterPolicy, Policy } from '@fleetdesk/contract/insurance';
import type { Config } from '../../config';
import type { AppDeps } from '../../platform/deps';
import { can, type ShopContext } from '../../platform/request-context';
import type { MasterPolicyRow } from './master-policies.repository';
import type { PolicyRow } from './insurance.repository';

/** A policy's documents: the documents module lists them (handed in by modules/index.ts). */
export type PolicyDocuments = (
  ctx: ShopContext,
  config: Config,
  policyId: number,
) => Promise<VehicleDocument[]>;

export type InsuranceDeps = Pick<AppDeps, 'config'> & { documentsOf: PolicyDocuments };

/** Row -> spec 2's Insurance policy; a policy's own company and number win over its master's. */
export function presentPolicyCore(row: PolicyRow): Omit<Policy, 'documents'> {
  const master =
    row.masterPolicyId === null
      ? null
      : {
          policy_name: row.masterName ?? '',
          policy_number: row.masterNumber ?? '',
          insurance_company: row.masterCompany ?? '',
        };
  return {
    id: row.id,
    master_policy_id: row.masterPolicyId,
    master_policy: master,
    insurance_company: row.ownCompany !== '' ? row.ownCompany : (master?.insurance_company ?? ''),
    policy_number: row.ownNumber !== '' ? row.ownNumber : (master?.policy_number ?? ''),
    coverage_type_id: row.coverageTypeId,
    policy_costs: row.policyCosts,
    vehicle_premium: row.vehiclePremium,
    start_date: row.startDate,
    end_date: row.endDate,
    collision_deductible: row.collisionDeductible,
    comprehensive_deductible: row.comprehensiveDeductible,
    notes: row.notes,
    vehicle: row.vin,
    vehicle_description: row.vehicleDescription,
  };
}

/** The policy with its documents (only for those who may see documents). */
export async function presentPolicy(
  ctx: ShopContext,
  deps: InsuranceDeps,
  row: PolicyRow,
): Promise<Policy> {
  const documents = can(ctx, 'canViewDocuments')
    ? await deps.documentsOf(ctx, deps.config, row.id)
    : [];
  return { ...presentPolicyCore(row), documents };
}

export function presentMasterPolicy({ createdAt, ...row }: MasterPolicyRow): MasterPolicy {
  return { ...row, created_at: createdAt.toISOString() };
}
