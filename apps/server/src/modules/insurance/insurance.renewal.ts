import type { FieldErrors } from '@fleetdesk/contract/common';
import {
  INSURANCE_MESSAGES,
  type BulkRenewalValues,
  type MasterPolicy,
} from '@fleetdesk/contract/insurance';
import { renewalTotal } from '@fleetdesk/contract/rules/insurance-renewal-total';
import { fieldErrors, HttpError, notFound } from '../../platform/errors';
import { pageWindow, type PageQuery } from '../../platform/pagination';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import { reachVehicle, type VehicleRef } from '../vehicles';
import * as policies from './insurance.repository';
import { presentMasterPolicy } from './insurance.presenter';
import { refreshVehicleInsuranceEnd } from './insurance.service';
import * as masters from './master-policies.repository';

// Master policies and the bulk renewal (spec 2, bulk renewal form).

export async function listMasterPolicies(ctx: ShopContext, query: PageQuery) {
  const { count, results } = await masters.listMasterPolicies(ctx, pageWindow(query));
  return { count, results: results.map(presentMasterPolicy) };
}

export const vehiclesForRenewal = (ctx: ShopContext) => policies.vehiclesForRenewal(ctx);

export const coverageTypes = (ctx: ShopContext) => masters.coverageTypesWithDefaults(ctx);

/**
 * An allocation's vehicle, or the message that refuses the renewal: unknown, another shop's and
 * (for a member who may not see them) archived vehicles are all "not found"; an archived vehicle
 * the member can see cannot be renewed.
 */
async function allocationVehicle(tx: ShopContext, vin: string): Promise<VehicleRef | string> {
  try {
    const vehicle = await reachVehicle(tx, vin, { forUpdate: true });
    return vehicle.isArchived ? INSURANCE_MESSAGES.vehicleArchived(vin) : vehicle;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404)
      return INSURANCE_MESSAGES.vehicleNotFound(vin);
    throw error;
  }
}

/**
 * One transaction: the new master policy, a new policy for every included vehicle (each naming
 * the policy it renews; the old ones stay as history), the vehicles' insurance end dates and
 * the audit rows. Any refused allocation rolls all of it back. The total premium is computed
 * here from the included premiums and the additional costs, whatever the client sent.
 */
export async function bulkRenewal(
  ctx: ShopContext,
  body: BulkRenewalValues,
): Promise<MasterPolicy> {
  return inTransaction(ctx, async (tx) => {
    const errors: FieldErrors = {};
    const typeIds = [...new Set(body.vehicle_allocations.flatMap((a) => a.coverage_type_id ?? []))];
    const known = new Set((await masters.coverageTypesByIds(tx, typeIds)).map((c) => c.id));
    let renewedFrom = body.renewed_from ?? (await masters.latestMasterPolicyId(tx));
    if (body.renewed_from != null && !(await masters.findMasterPolicy(tx, body.renewed_from))) {
      errors.renewed_from = ['Select a valid master policy.'];
      renewedFrom = null;
    }
    const coverageName = body.coverage_type;
    const masterId = await masters.insertMasterPolicy(tx, {
      policyName: body.policy_name,
      policyNumber: body.policy_number,
      insuranceCompany: body.insurance_company,
      insuranceCompanyId: await masters.companyId(tx, body.insurance_company),
      coverageTypeId: coverageName ? await masters.coverageTypeByName(tx, coverageName) : null,
      renewedFromId: renewedFrom,
      startDate: body.start_date,
      endDate: body.end_date,
      totalPremium: renewalTotal(body.vehicle_allocations, body.additional_costs),
      deductible: body.deductible ?? null,
      coverageType: coverageName,
      additionalCosts: body.additional_costs ?? '0',
      additionalCostsNotes: body.additional_costs_notes,
      notes: body.notes,
    });
    for (const [i, allocation] of body.vehicle_allocations.entries()) {
      const field = `vehicle_allocations.${i}`;
      const vehicle = await allocationVehicle(tx, allocation.vehicle_vin);
      if (typeof vehicle === 'string') {
        errors[`${field}.vehicle_vin`] = [vehicle];
        continue;
      }
      const typeId = allocation.coverage_type_id ?? null;
      if (typeId !== null && !known.has(typeId)) {
        errors[`${field}.coverage_type_id`] = [INSURANCE_MESSAGES.coverageTypeInvalid];
        continue;
      }
      if (!allocation.include_in_renewal || Object.keys(errors).length > 0) continue;
      const id = await policies.insertPolicy(tx, {
        vehicleId: vehicle.id,
        masterPolicyId: masterId,
        renewedFromId: await policies.currentPolicyId(tx, vehicle.id),
        coverageTypeId: typeId,
        policyCosts: allocation.vehicle_premium ?? null,
        vehiclePremium: allocation.vehicle_premium ?? null,
        startDate: body.start_date,
        endDate: body.end_date,
        collisionDeductible: allocation.collision_deductible ?? null,
        comprehensiveDeductible: allocation.comprehensive_deductible ?? null,
        notes: allocation.notes,
      });
      await refreshVehicleInsuranceEnd(tx, vehicle.id);
      await recordAudit(tx, {
        entity: 'insurance_policy',
        entityId: id,
        action: 'create',
        after: { vehicle: vehicle.vin, master_policy_id: masterId, ...allocation },
      });
    }
    // Thrown inside the transaction: the master policy and any policies made above roll back.
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const created = await masters.findMasterPolicy(tx, masterId);
    if (!created) throw notFound();
    const reply = presentMasterPolicy(created);
    await recordAudit(tx, {
      entity: 'master_policy',
      entityId: masterId,
      action: 'create',
      after: reply,
    });
    return reply;
  });
}
