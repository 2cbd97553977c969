import { useCurrentContext } from '../../shops';

/**
 * An agreement's times are instants; people read and type them on the shop's clock (its time
 * zone), whatever zone the phone at the car is set to. A `datetime-local` input holds
 * `YYYY-MM-DDTHH:mm` with no zone: these turn it into an instant in the shop's zone and back.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
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

/** How far the zone's clock is ahead of UTC at `ms` (whole seconds). */
const offsetAt = (ms: number, timeZone: string) =>
  wallClock(new Date(ms), timeZone).utc - Math.floor(ms / 1000) * 1000;

/** `2026-06-14T09:30` on the shop's clock as an ISO instant; null when it is not such a text. */
export function instantFromShopClock(local: string, timeZone: string): string | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(wall)) return null;
  // Two passes find the offset in force at that wall time, across a daylight-saving change.
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone)).toISOString();
}

/** An instant as the shop's clock shows it, for a `datetime-local` input. */
export function shopClockFromInstant(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const { date, time } = wallClock(instant, timeZone);
  return `${date}T${time}`;
}

/** An instant for people, on the shop's clock: 'Jun 14, 2026, 9:30 AM'. */
export function formatShopDateTime(iso: string | null, timeZone: string): string | null {
  if (!iso) return null;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}

/**
 * The current shop's time zone (UTC until the context has loaded: a form that starts from a time
 * waits for `ready`, so it does not start on the wrong clock).
 */
export function useShopTimeZone(): string {
  return useCurrentContext().data?.current_shop?.time_zone ?? 'UTC';
}

export function useShopClockReady(): boolean {
  return !useCurrentContext().isPending;
}
