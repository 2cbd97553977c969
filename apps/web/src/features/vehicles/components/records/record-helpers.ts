import { hasPermission } from '@fleetdesk/contract/rules/permission-check';
import { ApiError, errorMessageFromBody } from '../../../../lib/api';

/** What the vehicle detail passes to each records tab. */
export type RecordTabProps = {
  vin: string;
  permissions: Record<string, boolean>;
  isSuperuser: boolean;
};

/** Spec 2 section 6: is_superuser passes everything, otherwise the named permission. */
export function canDo(
  props: Pick<RecordTabProps, 'permissions' | 'isSuperuser'>,
  permission: string,
) {
  return hasPermission(
    { permissions: props.permissions, is_superuser: props.isSuperuser },
    permission,
  );
}

/**
 * The text to show under a failure toast: the server's detail/error, else the first field
 * message, else the fallback.
 */
export function failureDetail(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const text = errorMessageFromBody(error.body);
    if (text) return text;
    const first = Object.values(error.fieldErrors).flat()[0];
    if (first) return first;
  }
  return fallback;
}

/** Server field errors (400 {field: [messages]}) as form errors, first message per field. */
export function formErrorsFrom(error: unknown, fields: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field) && messages[0]) result[field] = messages[0];
  }
  return result;
}
