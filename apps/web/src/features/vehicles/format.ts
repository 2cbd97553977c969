import dayjs from 'dayjs';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

/** A decimal string or number as en-US dollars ('$12,500.00'); null when empty or not a number. */
export function formatUsd(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? usd.format(n) : null;
}

/** '45,120 miles'; null when unknown. */
export function formatMiles(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : `${count.format(value)} miles`;
}

/** A `YYYY-MM-DD` (or ISO timestamp) as 'Mar 5, 2026'; null when empty or not a date. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY') : null;
}
