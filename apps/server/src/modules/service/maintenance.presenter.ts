import type { MaintenanceSchedule } from '@fleetdesk/contract/maintenance';
import type { ServiceType } from '@fleetdesk/contract/service';
import type { ScheduleRow } from './maintenance.repository';

export type Progress = { lastDoneOn: string; lastDoneMileage: number | null };
export type Due = Pick<
  MaintenanceSchedule,
  'next_due_date' | 'next_due_mileage' | 'forecast_date' | 'state'
>;

/** A schedule's own fields, and when it was last done (on a vehicle, or where it started). */
export function presentSchedule(row: ScheduleRow, done: Progress, due: Due): MaintenanceSchedule {
  return {
    id: row.id,
    vehicle: row.vehicle,
    vehicle_type: row.vehicleType,
    name: row.name,
    service_type: row.serviceType as ServiceType,
    interval_miles: row.intervalMiles,
    interval_days: row.intervalDays,
    vendor_id: row.vendorId,
    vendor_name: row.vendorName,
    last_done_on: done.lastDoneOn,
    last_done_mileage: done.lastDoneMileage,
    ...due,
  };
}

export const NO_DUE: Due = {
  next_due_date: null,
  next_due_mileage: null,
  forecast_date: null,
  state: null,
};
