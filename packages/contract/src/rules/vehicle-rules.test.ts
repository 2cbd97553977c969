import { describe, expect, it } from 'vitest';
import {
  MIN_VEHICLE_YEAR,
  VIN_LENGTH,
  hasVinLength,
  isValidVehicleYear,
  maxVehicleYear,
  normaliseVin,
} from './vehicle-rules';

const in2025 = new Date(2025, 5, 15);

describe('vehicle year range', () => {
  it('runs from 1900 to next calendar year', () => {
    expect(MIN_VEHICLE_YEAR).toBe(1900);
    expect(maxVehicleYear(in2025)).toBe(2026);
    expect(isValidVehicleYear(1900, in2025)).toBe(true);
    expect(isValidVehicleYear(2026, in2025)).toBe(true);
  });

  it('refuses years outside the range and fractions', () => {
    expect(isValidVehicleYear(1899, in2025)).toBe(false);
    expect(isValidVehicleYear(2027, in2025)).toBe(false);
    expect(isValidVehicleYear(2020.5, in2025)).toBe(false);
    expect(isValidVehicleYear(Number.NaN, in2025)).toBe(false);
  });

  it('follows the calendar year of now', () => {
    expect(isValidVehicleYear(2027, new Date(2026, 0, 1))).toBe(true);
    expect(isValidVehicleYear(2027, new Date(2025, 11, 31))).toBe(false);
  });
});

describe('VIN length', () => {
  it('is exactly 17 characters', () => {
    expect(VIN_LENGTH).toBe(17);
    expect(hasVinLength('1HGCM82633A004352')).toBe(true);
    expect(hasVinLength('1HGCM82633A00435')).toBe(false);
    expect(hasVinLength('1HGCM82633A0043521')).toBe(false);
  });

  it('ignores surrounding blanks and normalises to upper case', () => {
    expect(hasVinLength('  1hgcm82633a004352 ')).toBe(true);
    expect(normaliseVin(' 1hgcm82633a004352 ')).toBe('1HGCM82633A004352');
  });
});
