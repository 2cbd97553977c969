import {
  vehicleEditFormSchema,
  vehicleInputSchema,
  type VehicleValues,
} from '@fleetdesk/contract/vehicles';
import type { VehicleDetailView } from '../../api/get-vehicle';
import { moneyText } from '../../../../lib/money-input';

/** What the form's inputs hold (text as typed; ids of the selects as strings). */
export type VehicleFormValues = {
  vin: string;
  license_plate: string;
  make: string;
  model: string;
  year: string | number;
  vehicle_types: string[];
  location: string | null;
  primary_driver: string | null;
  current_value: string | number;
  /** Gallons (issue 34 §2); '' when not known. */
  tank_capacity: string | number;
  fuel_card_number: string;
};

export const EMPTY_VEHICLE_FORM: VehicleFormValues = {
  vin: '',
  license_plate: '',
  make: '',
  model: '',
  year: '',
  vehicle_types: [],
  location: null,
  primary_driver: null,
  current_value: '',
  tank_capacity: '',
  fuel_card_number: '',
};

export function formValuesFromVehicle(vehicle: VehicleDetailView): VehicleFormValues {
  return {
    vin: vehicle.vin,
    license_plate: vehicle.license_plate,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    vehicle_types: vehicle.vehicle_types.map((t) => String(t.id)),
    location: vehicle.location === null ? null : String(vehicle.location),
    primary_driver: vehicle.primary_driver === null ? null : String(vehicle.primary_driver),
    current_value: vehicle.current_value ?? '',
    tank_capacity: vehicle.tank_capacity ?? '',
    fuel_card_number: vehicle.fuel_card_number,
  };
}

/** The schema's input: type ids as numbers; the schema turns year, location and driver into numbers. */
export function schemaInput(values: VehicleFormValues) {
  return {
    ...values,
    current_value: moneyText(values.current_value),
    vehicle_types: values.vehicle_types.map(Number),
  };
}

/** Adding checks the VIN typed; editing keeps the vehicle's own, which cannot be changed. */
export const formSchemaOf = (mode: 'add' | 'edit') =>
  mode === 'add' ? vehicleInputSchema : vehicleEditFormSchema;

/** The request body (spec 2 section 5): null for an empty location or driver, numbers for ids. */
export function vehiclePayload(
  values: VehicleFormValues,
  mode: 'add' | 'edit' = 'add',
): VehicleValues | null {
  const parsed = formSchemaOf(mode).safeParse(schemaInput(values));
  return parsed.success ? parsed.data : null;
}
