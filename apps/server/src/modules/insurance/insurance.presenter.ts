import { sql } from 'drizzle-orm';
import type { VehicleDocument } from '@fleetdesk/contract/documents';
import type { MasterPolicy, Policy } from '@fleetdesk/contract/insurance';
import type { Config } from '../../config';
import type { DetailDocuments } from '../../platform/detail-documents';
import { can, type ShopContext } from '../../platform/request-context';
import type { MasterPolicyRow } from './master-policies.repository';
import type { DocumentsColumn, PolicyRow } from './insurance.repository';
import { insurancePolicies } from './insurance.tables';

/**
 * A policy's documents: the documents module writes their json subquery and presents it
 * (handed in by modules/index.ts), so a policy and its documents are read in one statement.
 */
export type PolicyDocuments = DetailDocuments;

/** Insurance documents follow the policy's permission (docs/api.md, Insurance). */
export const mayViewPolicyDocuments = (ctx: Pick<ShopContext, 'isSuperuser' | 'permissions'>) =>
  can(ctx, 'canViewInsurance');

/** Attaching to or deleting from a policy's documents needs the policy's write permission. */
export const mayManagePolicyDocuments = (ctx: Pick<ShopContext, 'isSuperuser' | 'permissions'>) =>
  can(ctx, 'canManageInsurance');

/** The documents subquery of a policy read, for a member who may see them (else none). */
export function policyDocumentsColumn(
  ctx: ShopContext,
  documents: PolicyDocuments,
): DocumentsColumn {
  return mayViewPolicyDocuments(ctx)
    ? documents.select({ id: policyIdSql, shopId: policyShopSql })
    : null;
}

// The policy's own columns, qualified, inside the documents subquery.
const policyIdSql = sql`${insurancePolicies.id}`;
const policyShopSql = sql`${insurancePolicies.shopId}`;

/**
 * Row -> the contract's one policy shape (spec 2's Insurance policy), wherever it is read: the
 * list, the policy screen, the vehicle detail's cards. Company and number are the policy's own,
 * else its master's (policyCompanySql, policyNumberSql).
 */
export function presentPolicy(
  row: Omit<PolicyRow, 'documents'>,
  documents: VehicleDocument[] = [],
): Policy {
  return {
    id: row.id,
    master_policy_id: row.masterPolicyId,
    master_policy:
      row.masterPolicyId === null
        ? null
        : {
            policy_name: row.masterName ?? '',
            policy_number: row.masterNumber ?? '',
            insurance_company: row.masterCompany ?? '',
          },
    insurance_company: row.company,
    policy_number: row.number,
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
    documents,
  };
}

export function presentMasterPolicy({ createdAt, ...row }: MasterPolicyRow): MasterPolicy {
  return { ...row, created_at: createdAt.toISOString() };
}

/** A policy read with its documents' json (policyDocumentsColumn), documents presented. */
export const presentPolicyRead = (
  ctx: Pick<ShopContext, 'userId'>,
  row: PolicyRow,
  documents: PolicyDocuments,
  config: Config,
): Policy =>
  presentPolicy(
    row,
    row.documents === null ? [] : documents.present(row.documents, config, ctx.userId),
  );
