import type { BulkRenewal, MasterPolicy, VehicleForRenewal } from '@fleetdesk/contract/insurance';
import { renewalSummary } from '@fleetdesk/contract/rules/insurance-renewal-total';
import dayjs from 'dayjs';

/** One allocation row as the form holds it (inputs give numbers or strings; selects strings). */
export type AllocationValues = {
  vehicle_vin: string;
  description: string;
  license_plate: string;
  current_insurance_cost: string | null;
  vehicle_premium: string | number;
  include_in_renewal: boolean;
  collision_deductible: string | number;
  comprehensive_deductible: string | number;
  coverage_type_id: string | null;
  notes: string;
};

export type RenewalValues = {
  policy_name: string;
  insurance_company: string;
  policy_number: string;
  start_date: string | null;
  end_date: string | null;
  deductible: string | number;
  coverage_type: string | null;
  notes: string;
  additional_costs: string | number;
  additional_costs_notes: string;
  vehicle_allocations: AllocationValues[];
};

const text = (v: string | number) => (v === '' ? null : String(v));

/** The cost summary, with the same decimal rule the server applies (packages/contract). */
export const summaryOf = (
  values: Pick<RenewalValues, 'vehicle_allocations' | 'additional_costs'>,
) =>
  renewalSummary(
    values.vehicle_allocations.map((a) => ({
      vehicle_premium: text(a.vehicle_premium),
      include_in_renewal: a.include_in_renewal,
    })),
    text(values.additional_costs),
  );

/** What the form sends (the server recomputes total_premium; it is sent as the form shows it). */
export function toPayload(values: RenewalValues, renewedFrom: number | null): BulkRenewal {
  return {
    policy_name: values.policy_name,
    insurance_company: values.insurance_company,
    policy_number: values.policy_number,
    start_date: values.start_date ?? '',
    end_date: values.end_date ?? '',
    total_premium: summaryOf(values).total,
    deductible: text(values.deductible),
    coverage_type: values.coverage_type ?? '',
    notes: values.notes,
    additional_costs: text(values.additional_costs),
    additional_costs_notes: values.additional_costs_notes,
    renewed_from: renewedFrom,
    vehicle_allocations: values.vehicle_allocations.map((a) => ({
      vehicle_vin: a.vehicle_vin,
      vehicle_premium: text(a.vehicle_premium),
      include_in_renewal: a.include_in_renewal,
      collision_deductible: text(a.collision_deductible),
      comprehensive_deductible: text(a.comprehensive_deductible),
      coverage_type_id: a.coverage_type_id === null ? null : Number(a.coverage_type_id),
      notes: a.notes,
    })),
  };
}

/**
 * The form's first values: every vehicle included at its current premium; the master fields
 * from the latest master policy, its next term starting the day after it ends.
 */
export function initialValues(
  vehicles: VehicleForRenewal[],
  latest: MasterPolicy | null,
): RenewalValues {
  const start = latest ? dayjs(latest.end_date).add(1, 'day') : null;
  return {
    policy_name: latest?.policy_name ?? '',
    insurance_company: latest?.insurance_company ?? '',
    policy_number: '',
    start_date: start ? start.format('YYYY-MM-DD') : null,
    end_date: start ? start.add(1, 'year').subtract(1, 'day').format('YYYY-MM-DD') : null,
    deductible: latest?.deductible ?? '',
    coverage_type: latest?.coverage_type || null,
    notes: '',
    additional_costs: '',
    additional_costs_notes: '',
    vehicle_allocations: vehicles.map((v) => ({
      vehicle_vin: v.vin,
      description: v.description,
      license_plate: v.license_plate,
      current_insurance_cost: v.current_insurance_cost,
      vehicle_premium: v.current_insurance_cost ?? '',
      include_in_renewal: true,
      collision_deductible: '',
      comprehensive_deductible: '',
      coverage_type_id: null,
      notes: '',
    })),
  };
}
