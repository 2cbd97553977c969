import { and, desc, eq, sql } from 'drizzle-orm';
import type { InsurancePolicy } from '@fleetdesk/contract/vehicles';
import { fromJsonRows, jsonRowsSql } from '../../platform/database/json-rows';
import type { DetailDocuments } from '../../platform/detail-documents';
import { can } from '../../platform/request-context';
import type { VehicleDetailSection } from '../vehicles';
import { policyMasterOn } from './insurance.repository';
import { insurancePolicies, masterPolicies } from './insurance.tables';

const fields = {
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
};

type PolicyRow = {
  [K in keyof typeof fields]:
    (typeof fields)[K]['_']['data'] | (K extends 'masterId' ? null : never);
} & { documents: unknown };

/**
 * The vehicle detail's insurance policies, latest end date first, in spec 2's Insurance policy
 * shape (read-only here; the insurance area writes them), for those who may see insurance or
 * financials; their documents for those who may see documents. A json subquery of the detail's
 * one statement.
 */
export const insuranceDetailSection = (documentsOf: DetailDocuments): VehicleDetailSection => ({
  key: 'insurance',
  select: (ctx, vehicle) => {
    if (!can(ctx, 'canViewInsurance') && !can(ctx, 'canViewFinancial')) return null;
    const columns = can(ctx, 'canViewDocuments')
      ? {
          ...fields,
          documents: documentsOf.select({
            id: sql`${insurancePolicies.id}`,
            shopId: sql`${insurancePolicies.shopId}`,
          }),
        }
      : fields;
    return jsonRowsSql(
      columns,
      sql`from ${insurancePolicies} left join ${masterPolicies} on ${policyMasterOn} where ${and(
        eq(insurancePolicies.shopId, vehicle.shopId),
        eq(insurancePolicies.vehicleId, vehicle.id),
      )} order by ${insurancePolicies.endDate} desc nulls last, ${desc(insurancePolicies.id)}`,
    );
  },
  parts: (_ctx, json, vehicle, deps) => {
    // `documents` is read back as the json it is; absent without the permission.
    const rows = fromJsonRows<PolicyRow>({ ...fields, documents: sql`documents` }, json);
    const policies: InsurancePolicy[] = rows.map(
      ({ masterId, policyName, policyNumber, insuranceCompany, documents, ...policy }) => ({
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
        documents: documents ? documentsOf.present(documents, deps.config) : [],
      }),
    );
    return { insurance_policies: policies };
  },
});
