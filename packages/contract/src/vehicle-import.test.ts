import { describe, expect, it } from 'vitest';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  guessImportMapping,
  importRowSchema,
  typeNamesOf,
} from './vehicle-import';

describe('guessImportMapping', () => {
  it('maps field names, labels and common aliases, whatever their case and punctuation', () => {
    expect(
      guessImportMapping(['V.I.N.', 'Make', 'Model Year', 'License Plate #', 'Insurer', 'Notes']),
    ).toEqual({
      'V.I.N.': 'vin',
      Make: 'make',
      'Model Year': 'year',
      'License Plate #': 'license_plate',
      Insurer: 'insurance_company',
    });
    const labels = IMPORT_FIELDS.map((f) => IMPORT_FIELD_LABELS[f]);
    expect(Object.values(guessImportMapping(labels))).toEqual([...IMPORT_FIELDS]);
  });

  it('prefers what the shop chose before, and feeds each field from one column only', () => {
    expect(guessImportMapping(['Chassis', 'VIN', 'Plate', 'Tag'], { Chassis: 'vin' })).toEqual({
      Chassis: 'vin',
      Plate: 'license_plate',
    });
  });
});

describe('importRowSchema', () => {
  const row = {
    vin: '1FTBW2CM5HKA00001',
    make: 'Ford',
    model: 'Transit',
    year: '2022',
    license_plate: 'A1',
  };

  it('asks for the registration’s expiry and the policy’s company when their other columns are filled', () => {
    const result = importRowSchema.safeParse({
      ...row,
      registration_plate_cost: '10',
      policy_number: 'P-1',
      policy_start_date: '2026-05-01',
      policy_end_date: '2026-04-01',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['registration_expiration_date', 'Expiration date is required'],
      ['insurance_company', 'Insurance company is required'],
      ['policy_end_date', 'End date must be on or after the start date'],
    ]);
  });

  it('splits vehicle types on commas, semicolons and bars', () => {
    expect(typeNamesOf('Loaner; service|loaner, ')).toEqual(['loaner', 'service']);
  });
});
