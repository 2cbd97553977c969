import { describe, expect, it } from 'vitest';
import {
  VEHICLE_MESSAGES,
  VEHICLE_WARNINGS,
  vehicleEditFormSchema,
  vehicleInputSchema,
  vehicleListQuerySchema,
  vehicleModuleSettingsPatchSchema,
  vinWarning,
} from './vehicles';

const valid = {
  vin: '1hgcm82633a004352',
  make: 'Honda',
  model: 'Accord',
  year: 2020,
  license_plate: 'ABC123',
  location: null,
  primary_driver: null,
  vehicle_types: ['loaner', 2],
};

const messages = (input: unknown) => {
  const result = vehicleInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('vehicleInputSchema', () => {
  it('normalises a valid form', () => {
    const out = vehicleInputSchema.parse({
      ...valid,
      year: '2020',
      location: '3',
      current_value: 1250.5,
    });
    expect(out).toMatchObject({
      vin: '1HGCM82633A004352',
      year: 2020,
      location: 3,
      current_value: '1250.5',
      vehicle_types: ['loaner', 2],
    });
  });

  it('gives the spec messages for missing fields', () => {
    expect(messages({})).toEqual({
      vin: 'VIN is required',
      make: 'Make is required',
      model: 'Model is required',
      year: 'Year is required',
      license_plate: 'License plate is required',
    });
    expect(
      messages({ ...valid, vin: '  ', make: '', model: ' ', year: '', license_plate: '' }),
    ).toEqual({
      vin: 'VIN is required',
      make: 'Make is required',
      model: 'Model is required',
      year: 'Year is required',
      license_plate: 'License plate is required',
    });
  });

  it('wants exactly 17 VIN characters', () => {
    expect(messages({ ...valid, vin: '1HGCM82633A00435' })).toEqual({
      vin: 'VIN must be exactly 17 characters',
    });
    expect(messages({ ...valid, vin: '1HGCM82633A0043521' })).toEqual({
      vin: 'VIN must be exactly 17 characters',
    });
  });

  it('refuses a VIN with I, O or Q, whatever its case', () => {
    for (const vin of ['1HGCM82633AOO4352', '1hgcm82633a0i4352', '1HGCM82633A0Q4352']) {
      expect(messages({ ...valid, vin })).toEqual({
        vin: 'VIN cannot contain the letters I, O or Q (use the digits 1 and 0)',
      });
    }
  });

  it('saves a VIN whose check digit does not match (a warning, not a refusal)', () => {
    expect(vehicleInputSchema.parse({ ...valid, vin: '1HGCM82643A004352' }).vin).toBe(
      '1HGCM82643A004352',
    );
  });

  it('wants a year from 1900 to next year', () => {
    const next = new Date().getFullYear() + 1;
    expect(messages({ ...valid, year: 1899 })).toEqual({ year: 'Please enter a valid year' });
    expect(messages({ ...valid, year: next + 1 })).toEqual({ year: 'Please enter a valid year' });
    expect(messages({ ...valid, year: 'abcd' })).toEqual({ year: 'Please enter a valid year' });
    expect(messages({ ...valid, year: next })).toEqual({});
  });

  it('refuses malformed optional fields', () => {
    expect(
      messages({
        ...valid,
        location: 'x',
        primary_driver: -1,
        vehicle_types: 'loaner',
        current_value: '1.234',
      }),
    ).toEqual({
      location: 'Select a valid location.',
      primary_driver: 'Select a member of this shop.',
      vehicle_types: 'Select a valid vehicle type.',
      current_value: 'Enter a valid amount',
    });
  });
});

describe('vinWarning', () => {
  it('warns when the check digit does not match', () => {
    expect(vinWarning('1HGCM82643A004352')).toBe(
      'The check digit does not match: please check the VIN',
    );
    expect(VEHICLE_WARNINGS.vinCheckDigit).toBe(vinWarning('WVWZZZ1JZXW000001'));
  });

  it('says nothing of a VIN whose digit matches, or that the form refuses', () => {
    expect(vinWarning('1HGCM82633A004352')).toBeNull();
    expect(vinWarning('11111111111111111')).toBeNull();
    expect(vinWarning('1HGCM82643AO04352')).toBeNull();
    expect(vinWarning('1HGCM826')).toBeNull();
    expect(vinWarning('1HGCM82643A00435-')).toBeNull();
  });
});

describe('vehicleEditFormSchema', () => {
  it("keeps the vehicle's own VIN as stored, even one with O, and checks the rest", () => {
    const out = vehicleEditFormSchema.safeParse({ ...valid, vin: '1hgcm82633aoo4352', make: '' });
    expect(out.success).toBe(false);
    expect(out.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['make', VEHICLE_MESSAGES.makeRequired],
    ]);
    expect(vehicleEditFormSchema.parse({ ...valid, vin: '1hgcm82633aoo4352' }).vin).toBe(
      '1HGCM82633AOO4352',
    );
  });
});

describe('vehicleListQuerySchema', () => {
  it('defaults and splits types', () => {
    expect(vehicleListQuerySchema.parse({ types: 'Loaner, service,,' })).toMatchObject({
      page: 1,
      page_size: 10,
      archived: false,
      ordering: 'description',
      types: ['loaner', 'service'],
    });
  });

  it('treats blank filters as absent', () => {
    const out = vehicleListQuerySchema.parse({
      location: '',
      types: '',
      search: ' ',
      ordering: '',
    });
    expect(out.location).toBeUndefined();
    expect(out.types).toBeUndefined();
    expect(out.ordering).toBe('description');
  });

  it('refuses unknown types, orderings and flags', () => {
    expect(vehicleListQuerySchema.safeParse({ types: 'boat' }).success).toBe(false);
    expect(vehicleListQuerySchema.safeParse({ ordering: 'vin' }).success).toBe(false);
    expect(vehicleListQuerySchema.safeParse({ archived: 'maybe' }).success).toBe(false);
  });
});

describe('vehicleModuleSettingsPatchSchema', () => {
  it('accepts thresholds from 1 to 365 only', () => {
    expect(vehicleModuleSettingsPatchSchema.parse({ warning_threshold_days: '45' })).toEqual({
      warning_threshold_days: 45,
    });
    for (const bad of [0, 366, 1.5, 'x', null]) {
      const r = vehicleModuleSettingsPatchSchema.safeParse({ critical_threshold_days: bad });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Enter a number of days from 1 to 365.');
    }
  });

  it('checks e-mails; an empty change is nothing to change', () => {
    expect(
      vehicleModuleSettingsPatchSchema.safeParse({ registration_admin_email: 'nope' }).error
        ?.issues[0]?.message,
    ).toBe('Enter a valid email address.');
    expect(vehicleModuleSettingsPatchSchema.parse({ registration_admin_email: '' })).toEqual({
      registration_admin_email: '',
    });
    expect(vehicleModuleSettingsPatchSchema.parse({})).toEqual({});
  });
});
