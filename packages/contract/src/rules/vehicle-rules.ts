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

/**
 * I, O and Q are never used in a VIN (ISO 3779, 49 CFR 565.14): they read as 1 and 0, so a VIN
 * holding one was mistyped.
 */
export function hasForbiddenVinLetters(vin: string): boolean {
  return /[IOQ]/.test(normaliseVin(vin));
}

/** 49 CFR 565.15: each letter's value in the check digit's sum (I, O and Q have none). */
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore
/** The weight of each position, 1 to 17; the check digit's own (9th) counts for nothing. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Position 9, counted from 0. */
const CHECK_DIGIT_INDEX = 8;

/**
 * The check digit a VIN should carry at position 9 ('0'-'9' or 'X' for a remainder of 10), or
 * null when the VIN is not 17 letters and digits without I, O and Q (no digit can be computed).
 */
export function expectedVinCheckDigit(vin: string): string | null {
  const chars = normaliseVin(vin);
  if (chars.length !== VIN_LENGTH || hasForbiddenVinLetters(chars)) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const c = chars[i]!;
    const value = /[0-9]/.test(c) ? Number(c) : TRANSLITERATION[c];
    if (value === undefined) return null;
    sum += value * WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * Whether position 9 holds the North American check digit. Only vehicles made for North America
 * must carry one (elsewhere position 9 may be anything), so a mismatch is a warning, not a refusal.
 */
export function hasValidVinCheckDigit(vin: string): boolean {
  const expected = expectedVinCheckDigit(vin);
  return expected !== null && normaliseVin(vin)[CHECK_DIGIT_INDEX] === expected;
}

/** Text made of VIN letters (upper case; I read as 1, O and Q as 0), for generated VINs. */
export function toVinLetters(text: string): string {
  return text.toUpperCase().replace(/I/g, '1').replace(/[OQ]/g, '0');
}

/** The VIN with position 9 set to its check digit (for generated VINs: tests, demo data). */
export function withVinCheckDigit(vin: string): string {
  const chars = normaliseVin(vin);
  const expected = expectedVinCheckDigit(chars);
  if (expected === null) throw new Error(`Not a VIN a check digit can be computed for: ${vin}`);
  return chars.slice(0, CHECK_DIGIT_INDEX) + expected + chars.slice(CHECK_DIGIT_INDEX + 1);
}
