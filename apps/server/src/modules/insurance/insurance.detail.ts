import { and, eq, sql } from 'drizzle-orm';
import { fromJsonRows, jsonRowsSql } from '../../platform/database/json-rows';
import { can } from '../../platform/request-context';
import type { VehicleDetailSection } from '../vehicles';
import { policyFields, policyMasterOn, policyOrder, type PolicyRow } from './insurance.repository';
import {
  policyDocumentsColumn,
  presentPolicyRead,
  type PolicyDocuments,
} from './insurance.presenter';
import { insurancePolicies, masterPolicies } from './insurance.tables';

/**
 * The vehicle detail's insurance policies, latest end date first, in the contract's one policy
 * shape (read-only here; the insurance area writes them), for those who may see insurance or
 * financials; their documents as the policy's permission allows. A json subquery of the
 * detail's one statement.
 */
export const insuranceDetailSection = (documents: PolicyDocuments): VehicleDetailSection => ({
  key: 'insurance',
  select: (ctx, vehicle) => {
    if (!can(ctx, 'canViewInsurance') && !can(ctx, 'canViewFinancial')) return null;
    // No join of vehicles here: policyFields' vehicle columns are the detail's own vehicle row.
    return jsonRowsSql(
      { ...policyFields, documents: policyDocumentsColumn(ctx, documents) ?? sql`null` },
      sql`from ${insurancePolicies} left join ${masterPolicies} on ${policyMasterOn} where ${and(
        eq(insurancePolicies.shopId, vehicle.shopId),
        eq(insurancePolicies.vehicleId, vehicle.id),
      )} order by ${policyOrder}`,
    );
  },
  parts: (ctx, json, _vehicle, deps) => {
    // `documents` is read back as the json it is (null without the permission).
    const rows = fromJsonRows<PolicyRow>({ ...policyFields, documents: sql`documents` }, json);
    return {
      insurance_policies: rows.map((row) => presentPolicyRead(ctx, row, documents, deps.config)),
    };
  },
});
