import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api';
import { failureDetail, serverErrors, validateWith } from './form';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(5, 'Name is too long'),
  year: z.coerce.number().int().min(1900, 'Please enter a valid year'),
  tags: z.array(z.number().int('Pick a tag')),
});

describe('validateWith', () => {
  it("gives each field the schema's first message, and nothing when the values pass", () => {
    const validate = validateWith<Record<string, unknown>>(schema);
    expect(validate({ name: '', year: 1800, tags: [] })).toEqual({
      name: 'Name is required',
      year: 'Please enter a valid year',
    });
    expect(validate({ name: 'Mia', year: 2020, tags: [1] })).toEqual({});
  });

  it('reads the values through toInput, and shows a message about a part on its field', () => {
    const validate = validateWith(schema, (values: { name: string; tags: string[] }) => ({
      name: values.name,
      year: 2020,
      tags: values.tags.map(Number),
    }));
    expect(validate({ name: 'Mia', tags: ['1', '1.5'] })).toEqual({ tags: 'Pick a tag' });
  });
});

describe('serverErrors', () => {
  const refusal = new ApiError(400, {
    vin: ['Enter a valid VIN', 'This VIN is already registered'],
    non_field_errors: ['The vehicle is archived'],
  });

  it("puts all of a field's messages on it and keeps the rest apart", () => {
    expect(serverErrors(refusal, ['vin', 'make'])).toEqual({
      fields: { vin: 'Enter a valid VIN This VIN is already registered' },
      other: ['The vehicle is archived'],
    });
  });

  it('finds nothing in other failures', () => {
    expect(serverErrors(new ApiError(500, { detail: 'down' }), ['vin'])).toEqual({
      fields: {},
      other: [],
    });
    expect(serverErrors(new TypeError('offline'), ['vin'])).toEqual({ fields: {}, other: [] });
  });
});

describe('failureDetail', () => {
  it("says the server's detail, else its first field message, else the fallback", () => {
    expect(failureDetail(new ApiError(409, { detail: 'Locked' }), 'Try again')).toBe('Locked');
    expect(failureDetail(new ApiError(400, { mileage: ['Too low'] }), 'Try again')).toBe('Too low');
    expect(failureDetail(new TypeError('offline'), 'Try again')).toBe('Try again');
  });
});
