import { useMemo } from 'react';
import { useCurrentContext } from '../../shops';

/**
 * Instants (`starts_at`, `due_at`, `occurred_at`) written as the shop's calendar day ('Jun 14,
 * 2026'): an agreement due at 23:30 in Los Angeles is due that day there, wherever the browser is.
 */
export function useShopDate(): (instant: string | null | undefined) => string {
  const zone = useCurrentContext().data?.current_shop?.time_zone;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: zone,
    });
    return (instant) => {
      if (!instant) return '';
      const date = new Date(instant);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
  }, [zone]);
}

/** Instants as the shop's day and clock time ('Jun 3, 2026, 2:05 PM'), for tolls and tickets. */
export function useShopTime(): (instant: string) => string {
  const zone = useCurrentContext().data?.current_shop?.time_zone;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    });
    return (instant) => {
      const date = new Date(instant);
      return Number.isNaN(date.getTime()) ? instant : format.format(date);
    };
  }, [zone]);
}
