import { hasPermission } from '@fleetdesk/contract/rules/permission-check';
import dayjs from 'dayjs';
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

const milesFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 45231 -> "45,231 mi". */
export function formatMiles(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${milesFormat.format(value)} mi`;
}

/** "1234.5" -> "$1,234.50" (money travels as decimal strings). */
export function formatUsd(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? usdFormat.format(amount) : '—';
}

/** An ISO date or instant as "Jan 5, 2025". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY') : value;
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
