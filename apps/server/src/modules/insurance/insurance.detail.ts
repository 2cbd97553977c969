import type { InsurancePolicy } from '@fleetdesk/contract/vehicles';
import { can } from '../../platform/request-context';
import type { VehicleDetailSection } from '../vehicles';
import * as repo from './insurance.repository';
import { presentPolicy, type PolicyDocuments } from './insurance.presenter';

/** The vehicle detail's insurance policies (latest end date first), for those who may see insurance or financials. */
export const insuranceDetailSection =
  (documentsOf: PolicyDocuments): VehicleDetailSection =>
  async (ctx, vehicle, deps) => {
    if (!can(ctx, 'canViewInsurance') && !can(ctx, 'canViewFinancial')) return {};
    const policies: InsurancePolicy[] = [];
    for (const row of await repo.policiesOfVehicle(ctx, vehicle.id))
      policies.push(await presentPolicy(ctx, { config: deps.config, documentsOf }, row));
    return { insurance_policies: policies };
  };
