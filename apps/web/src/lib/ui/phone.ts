import { useMediaQuery } from '@mantine/hooks';

/** Under 600 px wide is a phone: tables become cards (issue 10, issue 24). */
export const PHONE_QUERY = '(max-width: 599.98px)';

/** Whether the screen is a phone's, known on the first render (no table flashes before cards). */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
