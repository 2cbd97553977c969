import { describe, expect, it } from 'vitest';
import type { SettingShape } from './setting-value';
import { parseSettingText, validateSettingValue } from './setting-value';

const pageSize: SettingShape = {
  value_type: 'number',
  validation_rules: { options: [10, 25, 50, 100].map((v) => ({ value: v, label: String(v) })) },
};
const days: SettingShape = {
  value_type: 'number',
  validation_rules: { minimum: 1, maximum: 365, integer: true },
};
const name: SettingShape = { value_type: 'string', validation_rules: { max_length: 5 } };
const flag: SettingShape = { value_type: 'boolean', validation_rules: {} };
const sort: SettingShape = {
  value_type: 'choice',
  validation_rules: {
    options: [
      { value: 'description', label: 'A-Z' },
      { value: '-description', label: 'Z-A' },
    ],
  },
};
const warningDays: SettingShape = {
  value_type: 'multi_choice',
  validation_rules: { options: [7, 14, 30].map((v) => ({ value: v, label: `${v} days` })) },
};
const blob: SettingShape = { value_type: 'json', validation_rules: { max_length: 20 } };

describe('validateSettingValue', () => {
  it('accepts a value that fits its type and rules', () => {
    expect(validateSettingValue(pageSize, 25)).toEqual({ ok: true, value: 25 });
    expect(validateSettingValue(days, 365)).toEqual({ ok: true, value: 365 });
    expect(validateSettingValue(name, 'abcde')).toEqual({ ok: true, value: 'abcde' });
    expect(validateSettingValue(flag, false)).toEqual({ ok: true, value: false });
    expect(validateSettingValue(sort, '-description')).toEqual({ ok: true, value: '-description' });
    expect(validateSettingValue(warningDays, [30, 7])).toEqual({ ok: true, value: [30, 7] });
    expect(validateSettingValue(warningDays, [])).toEqual({ ok: true, value: [] });
    expect(validateSettingValue(blob, { a: 1 })).toEqual({ ok: true, value: { a: 1 } });
  });

  it('asks for a value when there is none', () => {
    expect(validateSettingValue(flag, null)).toEqual({
      ok: false,
      error: 'This setting needs a value.',
    });
    expect(validateSettingValue(flag, undefined)).toEqual({
      ok: false,
      error: 'This setting needs a value.',
    });
  });

  it('checks numbers: type, whole, minimum, maximum, options', () => {
    expect(validateSettingValue(days, '30')).toEqual({ ok: false, error: 'Enter a number.' });
    expect(validateSettingValue(days, Number.NaN)).toEqual({ ok: false, error: 'Enter a number.' });
    expect(validateSettingValue(days, 1.5)).toEqual({ ok: false, error: 'Enter a whole number.' });
    expect(validateSettingValue(days, 0)).toEqual({
      ok: false,
      error: 'Ensure this value is greater than or equal to 1.',
    });
    expect(validateSettingValue(days, 366)).toEqual({
      ok: false,
      error: 'Ensure this value is less than or equal to 365.',
    });
    expect(validateSettingValue(pageSize, 20)).toEqual({
      ok: false,
      error: 'Choose one of: 10, 25, 50, 100.',
    });
  });

  it('checks text: type and length', () => {
    expect(validateSettingValue(name, 5)).toEqual({ ok: false, error: 'Enter text.' });
    expect(validateSettingValue(name, 'abcdef')).toEqual({
      ok: false,
      error: 'Ensure this value has at most 5 characters.',
    });
  });

  it('checks booleans and single choices', () => {
    expect(validateSettingValue(flag, 'true')).toEqual({
      ok: false,
      error: 'Enter true or false.',
    });
    expect(validateSettingValue(sort, 'status')).toEqual({
      ok: false,
      error: 'Choose one of: description, -description.',
    });
  });

  it('checks multiple choices: a list of known, distinct options', () => {
    expect(validateSettingValue(warningDays, 30)).toEqual({
      ok: false,
      error: 'Enter a list of choices.',
    });
    expect(validateSettingValue(warningDays, [30, 45])).toEqual({
      ok: false,
      error: '"45" is not one of the choices: 7, 14, 30.',
    });
    expect(validateSettingValue(warningDays, ['30'])).toEqual({
      ok: false,
      error: '"30" is not one of the choices: 7, 14, 30.',
    });
    expect(validateSettingValue(warningDays, [7, 7])).toEqual({
      ok: false,
      error: '"7" is chosen more than once.',
    });
  });

  it('checks JSON values: an object or list within the length limit', () => {
    expect(validateSettingValue(blob, 'text')).toEqual({
      ok: false,
      error: 'Enter a JSON object or list.',
    });
    expect(validateSettingValue(blob, { long: 'x'.repeat(30) })).toEqual({
      ok: false,
      error: 'Ensure this value has at most 20 characters.',
    });
  });
});

describe('parseSettingText', () => {
  it('reads numbers, then applies the rules', () => {
    expect(parseSettingText(days, ' 45 ')).toEqual({ ok: true, value: 45 });
    expect(parseSettingText(days, 'abc')).toEqual({ ok: false, error: 'Enter a number.' });
    expect(parseSettingText(days, '')).toEqual({ ok: false, error: 'Enter a number.' });
    expect(parseSettingText(days, '400')).toEqual({
      ok: false,
      error: 'Ensure this value is less than or equal to 365.',
    });
  });

  it("reads booleans only from 'true' and 'false'", () => {
    expect(parseSettingText(flag, 'TRUE')).toEqual({ ok: true, value: true });
    expect(parseSettingText(flag, 'false')).toEqual({ ok: true, value: false });
    expect(parseSettingText(flag, 'yes')).toEqual({ ok: false, error: 'Enter true or false.' });
  });

  it('reads lists and objects as JSON', () => {
    expect(parseSettingText(warningDays, '[7,14]')).toEqual({ ok: true, value: [7, 14] });
    expect(parseSettingText(warningDays, '[7,')).toEqual({ ok: false, error: 'Enter valid JSON.' });
    expect(parseSettingText(blob, '{"a":true}')).toEqual({ ok: true, value: { a: true } });
  });

  it('reads a numeric choice as its number and text as it is', () => {
    const numericChoice: SettingShape = {
      value_type: 'choice',
      validation_rules: { options: [{ value: 25, label: '25' }] },
    };
    expect(parseSettingText(numericChoice, '25')).toEqual({ ok: true, value: 25 });
    expect(parseSettingText(sort, 'description')).toEqual({ ok: true, value: 'description' });
    expect(parseSettingText(name, ' ab ')).toEqual({ ok: true, value: ' ab ' });
  });
});
