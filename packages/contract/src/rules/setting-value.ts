import type { SettingDefinition, SettingValue } from '../settings';

/** What a value is checked against: the setting's type and rules. */
export type SettingShape = Pick<SettingDefinition, 'value_type' | 'validation_rules'>;

export type SettingCheck = { ok: true; value: SettingValue } | { ok: false; error: string };

const fail = (error: string): SettingCheck => ({ ok: false, error });
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function optionValues(shape: SettingShape): (string | number)[] | null {
  const options = shape.validation_rules.options;
  return options && options.length > 0 ? options.map((o) => o.value) : null;
}

const choicesText = (values: (string | number)[]) => values.map(String).join(', ');

function checkNumber(shape: SettingShape, value: unknown): SettingCheck {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail('Enter a number.');
  const rules = shape.validation_rules;
  if (rules.integer && !Number.isInteger(value)) return fail('Enter a whole number.');
  if (rules.minimum !== undefined && value < rules.minimum) {
    return fail(`Ensure this value is greater than or equal to ${rules.minimum}.`);
  }
  if (rules.maximum !== undefined && value > rules.maximum) {
    return fail(`Ensure this value is less than or equal to ${rules.maximum}.`);
  }
  const options = optionValues(shape);
  if (options && !options.includes(value)) return fail(`Choose one of: ${choicesText(options)}.`);
  return { ok: true, value };
}

function checkString(shape: SettingShape, value: unknown): SettingCheck {
  if (typeof value !== 'string') return fail('Enter text.');
  const max = shape.validation_rules.max_length;
  if (max !== undefined && value.length > max)
    return fail(`Ensure this value has at most ${max} characters.`);
  const options = optionValues(shape);
  if (options && !options.includes(value)) return fail(`Choose one of: ${choicesText(options)}.`);
  return { ok: true, value };
}

function checkChoice(shape: SettingShape, value: unknown): SettingCheck {
  const options = optionValues(shape) ?? [];
  if ((typeof value !== 'string' && typeof value !== 'number') || !options.includes(value)) {
    return fail(`Choose one of: ${choicesText(options)}.`);
  }
  return { ok: true, value };
}

function checkMultiChoice(shape: SettingShape, value: unknown): SettingCheck {
  if (!Array.isArray(value)) return fail('Enter a list of choices.');
  const options = optionValues(shape) ?? [];
  const seen = new Set<string | number>();
  for (const item of value as unknown[]) {
    if ((typeof item !== 'string' && typeof item !== 'number') || !options.includes(item)) {
      return fail(`"${String(item)}" is not one of the choices: ${choicesText(options)}.`);
    }
    if (seen.has(item)) return fail(`"${String(item)}" is chosen more than once.`);
    seen.add(item);
  }
  return { ok: true, value: [...seen] };
}

function checkJson(shape: SettingShape, value: unknown): SettingCheck {
  if (!isPlainObject(value) && !Array.isArray(value)) return fail('Enter a JSON object or list.');
  const max = shape.validation_rules.max_length;
  if (max !== undefined && JSON.stringify(value).length > max) {
    return fail(`Ensure this value has at most ${max} characters.`);
  }
  return { ok: true, value: value as SettingValue };
}

/**
 * Checks a value against its setting's type and validation rules (minimum, maximum, options,
 * max_length, integer). Used by the server before saving and by the web form before sending.
 */
export function validateSettingValue(shape: SettingShape, value: unknown): SettingCheck {
  if (value === undefined || value === null) return fail('This setting needs a value.');
  switch (shape.value_type) {
    case 'number':
      return checkNumber(shape, value);
    case 'string':
      return checkString(shape, value);
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : fail('Enter true or false.');
    case 'choice':
      return checkChoice(shape, value);
    case 'multi_choice':
      return checkMultiChoice(shape, value);
    case 'json':
      return checkJson(shape, value);
  }
}

/**
 * Reads the text form of a value (the shop-wide settings call sends `value_text`): numbers,
 * 'true'/'false', JSON for lists and objects, a numeric choice as its number, text as it is.
 */
export function parseSettingText(shape: SettingShape, text: string): SettingCheck {
  const trimmed = text.trim();
  switch (shape.value_type) {
    case 'number': {
      const n = trimmed === '' ? Number.NaN : Number(trimmed);
      return Number.isFinite(n) ? validateSettingValue(shape, n) : fail('Enter a number.');
    }
    case 'boolean': {
      const lower = trimmed.toLowerCase();
      if (lower !== 'true' && lower !== 'false') return fail('Enter true or false.');
      return validateSettingValue(shape, lower === 'true');
    }
    case 'multi_choice':
    case 'json': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(trimmed);
      } catch {
        return fail('Enter valid JSON.');
      }
      return validateSettingValue(shape, parsed);
    }
    case 'choice': {
      const options = optionValues(shape) ?? [];
      const numeric = options.find((o) => typeof o === 'number' && String(o) === trimmed);
      return validateSettingValue(shape, numeric ?? trimmed);
    }
    case 'string':
      return validateSettingValue(shape, text);
  }
}
