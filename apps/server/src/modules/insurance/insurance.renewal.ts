import type { FieldErrors } from '@fleetdesk/contract/common';
import {
  INSURANCE_MESSAGES,
  RENEWAL_LISTED_REFUSALS,
  type BulkRenewalValues,
  type MasterPolicy,
} from '@fleetdesk/contract/insurance';
import { renewalTotal } from '@fleetdesk/contract/rules/insurance-renewal-total';
import { fieldErrors, notFound } from '../../platform/errors';
import { pageWindow, type PageQuery } from '../../platform/pagination';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordEvents } from '../../platform/events';
import { recordAudits } from '../audit';
import { reachVehicles, recordInsuranceEnds, type VehicleRef } from '../vehicles';
import * as policies from './insurance.repository';
import { presentMasterPolicy } from './insurance.presenter';
import * as masters from './master-policies.repository';

// Master policies and the bulk renewal (spec 2, bulk renewal form).

export async function listMasterPolicies(ctx: ShopContext, query: PageQuery) {
  const { count, results } = await masters.listMasterPolicies(ctx, pageWindow(query));
  return { count, results: results.map(presentMasterPolicy) };
}

export const vehiclesForRenewal = (ctx: ShopContext) => policies.vehiclesForRenewal(ctx);

export const coverageTypes = (ctx: ShopContext) => masters.coverageTypesWithDefaults(ctx);

/**
 * The allocations' vehicles, resolved in one statement and locked, or the field errors that
 * refuse the renewal: unknown, another shop's and (for a member who may not see them) archived
 * vehicles are all "not found"; an archived vehicle the member can see cannot be renewed. The
 * first RENEWAL_LISTED_REFUSALS are named one by one, the rest counted in one message.
 */
async function allocationVehicles(
  tx: ShopContext,
  allocations: BulkRenewalValues['vehicle_allocations'],
  errors: FieldErrors,
) {
  const found = await reachVehicles(
    tx,
    allocations.map((a) => a.vehicle_vin),
  );
  const vehicles: VehicleRef[] = [];
  let refused = 0;
  allocations.forEach((allocation, i) => {
    const vehicle = found.get(allocation.vehicle_vin.toUpperCase());
    const message = !vehicle
      ? INSURANCE_MESSAGES.vehicleNotFound(allocation.vehicle_vin)
      : vehicle.isArchived
        ? INSURANCE_MESSAGES.vehicleArchived(allocation.vehicle_vin)
        : null;
    if (message === null) vehicles.push(vehicle!);
    else if (++refused <= RENEWAL_LISTED_REFUSALS)
      errors[`vehicle_allocations.${i}.vehicle_vin`] = [message];
  });
  if (refused > RENEWAL_LISTED_REFUSALS)
    errors.vehicle_allocations = [
      INSURANCE_MESSAGES.moreRefused(refused - RENEWAL_LISTED_REFUSALS),
    ];
  return vehicles;
}

/** The master's coverage type, sent as its id (a related field) or its name. */
async function masterCoverageType(
  tx: ShopContext,
  sent: string | number,
  errors: FieldErrors,
): Promise<{ id: number | null; name: string }> {
  if (typeof sent === 'string')
    return { id: sent === '' ? null : await masters.coverageTypeByName(tx, sent), name: sent };
  const [type] = await masters.coverageTypesByIds(tx, [sent]);
  if (!type) errors.coverage_type = [INSURANCE_MESSAGES.coverageTypeInvalid];
  return { id: type?.id ?? null, name: type?.name ?? '' };
}

/**
 * One transaction, a bounded number of statements whatever the fleet: every refusal is found
 * before anything is written (the VINs in one statement); then the new master policy, a policy
 * for every included vehicle in one insert (each naming the policy it renews; the old ones stay
 * as history), the vehicles' insurance end dates in one update and the audit rows in one insert.
 * The total premium is computed here from the included premiums and the additional costs,
 * whatever the client sent.
 */
export async function bulkRenewal(
  ctx: ShopContext,
  body: BulkRenewalValues,
): Promise<MasterPolicy> {
  return inTransaction(ctx, async (tx) => {
    const errors: FieldErrors = {};
    const allocations = body.vehicle_allocations;
    const vehicles = await allocationVehicles(tx, allocations, errors);
    const typeIds = [...new Set(allocations.flatMap((a) => a.coverage_type_id ?? []))];
    const known = new Set((await masters.coverageTypesByIds(tx, typeIds)).map((c) => c.id));
    allocations.forEach((a, i) => {
      if (a.coverage_type_id != null && !known.has(a.coverage_type_id))
        errors[`vehicle_allocations.${i}.coverage_type_id`] = [
          INSURANCE_MESSAGES.coverageTypeInvalid,
        ];
    });
    const coverage = await masterCoverageType(tx, body.coverage_type, errors);
    let renewedFrom = body.renewed_from ?? (await masters.latestMasterPolicyId(tx));
    if (body.renewed_from != null && !(await masters.findMasterPolicy(tx, body.renewed_from))) {
      errors.renewed_from = ['Select a valid master policy.'];
      renewedFrom = null;
    }
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);

    const masterId = await masters.insertMasterPolicy(tx, {
      policyName: body.policy_name,
      policyNumber: body.policy_number,
      insuranceCompany: body.insurance_company,
      insuranceCompanyId: await masters.companyId(tx, body.insurance_company),
      coverageTypeId: coverage.id,
      renewedFromId: renewedFrom,
      startDate: body.start_date,
      endDate: body.end_date,
      totalPremium: renewalTotal(allocations, body.additional_costs),
      deductible: body.deductible ?? null,
      coverageType: coverage.name,
      additionalCosts: body.additional_costs ?? '0',
      additionalCostsNotes: body.additional_costs_notes,
      notes: body.notes,
    });
    const byVin = new Map(vehicles.map((v) => [v.vin, v]));
    const included = allocations
      .filter((a) => a.include_in_renewal)
      .map((allocation) => ({
        allocation,
        vehicle: byVin.get(allocation.vehicle_vin.toUpperCase())!,
      }));
    const created = await policies.insertRenewedPolicies(
      tx,
      included.map(({ allocation, vehicle }) => ({
        vehicleId: vehicle.id,
        masterPolicyId: masterId,
        coverageTypeId: allocation.coverage_type_id ?? null,
        policyCosts: allocation.vehicle_premium ?? null,
        vehiclePremium: allocation.vehicle_premium ?? null,
        startDate: body.start_date,
        endDate: body.end_date,
        collisionDeductible: allocation.collision_deductible ?? null,
        comprehensiveDeductible: allocation.comprehensive_deductible ?? null,
        notes: allocation.notes,
      })),
    );
    const vehicleIds = included.map((i) => i.vehicle.id);
    await recordInsuranceEnds(tx, await policies.latestEnds(tx, vehicleIds));
    const master = await masters.findMasterPolicy(tx, masterId);
    if (!master) throw notFound();
    const reply = presentMasterPolicy(master);
    const images = included.map(({ vehicle, allocation }) => ({
      vehicle: vehicle.vin,
      master_policy_id: masterId,
      ...allocation,
    }));
    await recordAudits(tx, [
      ...created.map((policy, i) => ({
        entity: 'insurance_policy',
        entityId: policy.id,
        action: 'create' as const,
        vehicleIds: [included[i]!.vehicle.id],
        after: images[i],
      })),
      { entity: 'master_policy', entityId: masterId, action: 'create', after: reply },
    ]);
    await recordEvents(
      tx,
      created.map((policy, i) => ({
        type: 'policy.saved' as const,
        data: { id: policy.id, vin: included[i]!.vehicle.vin, record: images[i] },
      })),
    );
    return reply;
  });
}
