import { schemaResolver, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { ApiError, errorMessageFromBody } from './api';

/** A contract schema (zod, read through Standard Schema as Mantine's resolver does). */
type ContractSchema = Parameters<typeof schemaResolver>[0];

/**
 * A contract schema as a Mantine form's `validate`: the first message of each field, the same
 * words the server would answer with. `toInput` turns what the inputs hold into what the schema
 * reads (select ids as numbers, the vehicle a record belongs to). A message about a part of a
 * field (`vehicle_types.0`) is shown on the field itself.
 */
export function validateWith<Values>(
  schema: ContractSchema,
  toInput: (values: Values) => unknown = (values) => values,
): (values: Values) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => {
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(resolve(toInput(values)))) {
      errors[path.split('.')[0] ?? path] ??= message;
    }
    return errors;
  };
}

/** A failed save's `400 {field: [messages]}`, as the form shows it. */
export type ServerErrors = {
  /** Each of the form's fields the server spoke of, with all it said about it. */
  fields: Record<string, string>;
  /** What the server said about anything the form has no field for. */
  other: string[];
};

/** Splits the field messages of a failed save between the given fields and the rest. */
export function serverErrors(error: unknown, fields: readonly string[]): ServerErrors {
  const result: ServerErrors = { fields: {}, other: [] };
  if (!(error instanceof ApiError)) return result;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) result.fields[field] = messages.join(' ');
    else result.other.push(...messages);
  }
  return result;
}

/**
 * Puts a failed save's field messages under the form's fields, keeping what was typed (spec 2
 * section 5: server field errors are shown per field). Returns what was shown and what was not.
 */
export function showServerErrors<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  error: unknown,
): ServerErrors {
  const errors = serverErrors(error, Object.keys(form.getValues()));
  form.setErrors(errors.fields);
  return errors;
}

/**
 * The text under a failed save's toast: the server's detail or error, else its first field
 * message, else the fallback.
 */
export function failureDetail(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    // A failure on the server says so in words, with its request id.
    if (error.status >= 500) return error.message;
    const text = errorMessageFromBody(error.body);
    if (text) return text;
    const first = Object.values(error.fieldErrors).flat()[0];
    if (first) return first;
  }
  return fallback;
}
