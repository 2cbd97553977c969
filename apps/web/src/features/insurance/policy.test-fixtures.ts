import type { Policy } from '@fleetdesk/contract/insurance';
import { testVin } from '../../../test/fixtures';

/** A policy as the server sends it (the contract's one shape), for the insurance tests. */
export function policyFixture(id: number, over: Partial<Policy> = {}): Policy {
  return {
    id,
    master_policy_id: 1,
    master_policy: { policy_name: 'Fleet Auto', policy_number: 'FA-1', insurance_company: 'Acme' },
    insurance_company: 'Acme',
    policy_number: 'FA-1',
    coverage_type_id: null,
    policy_costs: null,
    vehicle_premium: '1200.50',
    start_date: '2026-01-01',
    end_date: '2099-12-31',
    collision_deductible: null,
    comprehensive_deductible: null,
    notes: '',
    vehicle: testVin(id),
    vehicle_description: `2021 Car ${id}`,
    documents: [],
    ...over,
  };
}
