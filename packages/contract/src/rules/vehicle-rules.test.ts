import { describe, expect, it } from 'vitest';
import {
  MIN_VEHICLE_YEAR,
  VIN_LENGTH,
  expectedVinCheckDigit,
  hasForbiddenVinLetters,
  hasValidVinCheckDigit,
  hasVinLength,
  isValidVehicleYear,
  maxVehicleYear,
  normaliseVin,
  toVinLetters,
  withVinCheckDigit,
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

describe('VIN letters', () => {
  it('never holds I, O or Q, in either case', () => {
    expect(hasForbiddenVinLetters('1HGCM82633A004352')).toBe(false);
    expect(hasForbiddenVinLetters('1HGCM82633AOO4352')).toBe(true);
    expect(hasForbiddenVinLetters('1hgcm82633a0i4352')).toBe(true);
    expect(hasForbiddenVinLetters('1HGCM82633A0Q4352')).toBe(true);
  });
});

describe('VIN check digit (49 CFR 565.15)', () => {
  it('passes known-valid VINs', () => {
    for (const vin of ['1HGCM82633A004352', '11111111111111111', '1M8GDM9AXKP042788']) {
      expect(hasValidVinCheckDigit(vin), vin).toBe(true);
    }
    expect(hasValidVinCheckDigit(' 1hgcm82633a004352 ')).toBe(true);
  });

  it('computes the digit, X for a remainder of 10', () => {
    expect(expectedVinCheckDigit('1HGCM82603A004352')).toBe('3');
    expect(expectedVinCheckDigit('1M8GDM9A0KP042788')).toBe('X');
  });

  it('fails a VIN whose 9th character does not match', () => {
    expect(hasValidVinCheckDigit('1HGCM82643A004352')).toBe(false);
    expect(hasValidVinCheckDigit('WVWZZZ1JZXW000001')).toBe(false);
  });

  it('computes nothing for a VIN of the wrong length or with I, O or Q', () => {
    expect(expectedVinCheckDigit('1HGCM82633A00435')).toBeNull();
    expect(expectedVinCheckDigit('1HGCM82633AO04352')).toBeNull();
    expect(hasValidVinCheckDigit('1HGCM82633AO04352')).toBe(false);
  });

  it('sets the digit of a generated VIN', () => {
    expect(withVinCheckDigit('1hgcm82603a004352')).toBe('1HGCM82633A004352');
    expect(hasValidVinCheckDigit(withVinCheckDigit('5TEST00000A123456'))).toBe(true);
    expect(() => withVinCheckDigit('SHORT')).toThrow();
    expect(toVinLetters('lmoq9i')).toBe('LM0091');
  });
});
