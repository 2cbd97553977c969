import {
  FUEL_FLAGS,
  type FuelEntry,
  type FuelFlag,
  type FuelType,
  type FuelUnit,
} from '@fleetdesk/contract/fuel';
import type { FuelRow } from './fuel.repository';

const isFlag = (f: string): f is FuelFlag => (FUEL_FLAGS as readonly string[]).includes(f);

/** The API shape of a fuel entry (docs/api.md "Fuel"). */
export function presentFuelEntry(row: FuelRow): FuelEntry {
  return {
    id: row.id,
    vehicle: row.vehicle,
    date: row.date,
    odometer: row.odometer,
    quantity: row.quantity,
    unit: row.unit as FuelUnit,
    price_per_unit: row.pricePerUnit ?? '0.000',
    total_cost: row.totalCost,
    vendor: row.vendor,
    fuel_type: row.fuelType as FuelType,
    partial_fill: row.partialFill,
    reference: row.reference,
    flags: FUEL_FLAGS.filter((f) => row.flags.filter(isFlag).includes(f)),
  };
}
