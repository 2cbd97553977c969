import {
  clockOf,
  formatShopDate,
  formatShopDateTime,
  isoDateInZone,
} from '@fleetdesk/contract/rules/shop-day';
import { useMemo } from 'react';
import { useCurrentContext, useShopToday } from './api/get-current-context';

/**
 * The shop's time, one place (issue 33): every instant the web app shows or reads is on the
 * shop's clock (its IANA time zone), whatever zone the browser is in, as the server counts the
 * shop's days and writes its CSV exports. The lint rule on `new Intl.DateTimeFormat` keeps the
 * formatting here.
 *
 * A zone name this browser does not know (an older browser, a name the server accepted but Intl
 * lacks) would make Intl throw: times are then written in UTC, with "UTC" after them so no one
 * reads them as the shop's clock.
 */

const LOCALE = 'en-US';
const FALLBACK_ZONE = 'UTC';
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

// Building a formatter is costly next to using one; a form reads the clock on every keystroke.
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let format = partsFormatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...PARTS, timeZone: zone });
    partsFormatters.set(zone, format);
  }
  return format;
}

type Instant = string | Date | null | undefined;

const toDate = (instant: Instant): Date | null => {
  if (instant === null || instant === undefined || instant === '') return null;
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
};

function wallClock(instant: Date, zone: string) {
  const parts = partsFormatter(zone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
    utc: Date.UTC(
      Number(part('year')),
      Number(part('month')) - 1,
      Number(part('day')),
      Number(part('hour')),
      Number(part('minute')),
      Number(part('second')),
    ),
  };
}

/** `YYYY-MM-DD` of an instant on the shop's calendar; '' when it is not a time. */
export function shopDayOf(instant: Instant, zone: string | undefined): string {
  const date = toDate(instant);
  return date ? isoDateInZone(date, clockOf(zone).zone) : '';
}

export { formatShopDate, formatShopDateTime };

/** How far the zone's clock is ahead of UTC at `ms` (whole seconds). */
const offsetAt = (ms: number, zone: string) =>
  wallClock(new Date(ms), zone).utc - Math.floor(ms / 1000) * 1000;

/**
 * `2026-06-14T09:30` (a `datetime-local` input: no zone) on the shop's clock as an ISO instant;
 * null when it is not such a text.
 */
export function instantFromShopClock(local: string, timeZone: string | undefined): string | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(wall)) return null;
  const { zone } = clockOf(timeZone);
  // Two passes find the offset in force at that wall time, across a daylight-saving change.
  const first = wall - offsetAt(wall, zone);
  return new Date(wall - offsetAt(first, zone)).toISOString();
}

/** An instant as the shop's clock shows it, for a `datetime-local` input; '' when not a time. */
export function shopClockFromInstant(instant: Instant, timeZone: string | undefined): string {
  const date = toDate(instant);
  if (!date) return '';
  const { date: day, time } = wallClock(date, clockOf(timeZone).zone);
  return `${day}T${time}`;
}

export type ShopTime = {
  /** The shop's time zone (UTC until the context has loaded). */
  zone: string;
  /** False until the shop's zone is known: a form that starts from a time waits for it. */
  ready: boolean;
  /** The shop's today as the server reports it (`YYYY-MM-DD`); undefined until loaded. */
  today: string | undefined;
  dayOf: (instant: Instant) => string;
  date: (instant: Instant) => string | null;
  dateTime: (instant: Instant) => string | null;
};

/** The current shop's clock: its zone, its today, and its way of writing instants. */
export function useShopTime(): ShopTime {
  const context = useCurrentContext();
  const today = useShopToday();
  // Until the context has loaded the zone is unknown: times are then written as UTC, saying so.
  const shopZone = context.data?.current_shop?.time_zone;
  const ready = !context.isPending;
  return useMemo(
    () => ({
      zone: shopZone ?? FALLBACK_ZONE,
      ready,
      today,
      dayOf: (instant) => shopDayOf(instant, shopZone),
      date: (instant) => formatShopDate(instant, shopZone),
      dateTime: (instant) => formatShopDateTime(instant, shopZone),
    }),
    [shopZone, ready, today],
  );
}
