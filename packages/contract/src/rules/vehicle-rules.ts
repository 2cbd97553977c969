/** Spec 2 section 9: a VIN has exactly 17 characters. */
export const VIN_LENGTH = 17;
/** Spec 2 section 9: years from 1900 to the next calendar year. */
export const MIN_VEHICLE_YEAR = 1900;

/** The latest model year accepted: next calendar year (local time of `now`). */
export function maxVehicleYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}

/** A whole number from 1900 to next year. */
export function isValidVehicleYear(year: number, now: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= MIN_VEHICLE_YEAR && year <= maxVehicleYear(now);
}

/** VINs are stored and compared upper case, without surrounding blanks. */
export function normaliseVin(vin: string): string {
  return vin.trim().toUpperCase();
}

export function hasVinLength(vin: string): boolean {
  return normaliseVin(vin).length === VIN_LENGTH;
}
