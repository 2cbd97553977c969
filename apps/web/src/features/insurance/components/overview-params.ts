import { INDIVIDUAL_POLICIES, POLICY_ENDS_WITHIN_MAX_DAYS } from '@fleetdesk/contract/insurance';
import { FIRST_PAGE } from '../../../lib/pagination';

/**
 * The insurance overview's search, filters and pages, as they live in the address
 * (?q=&company=&master=&ends=&page=&previous_page=): a link shares them and Back returns to them.
 */
export type OverviewState = {
  search: string;
  company: string;
  /** A master policy's id, `none` (individual policies) or null (all). */
  master: string | null;
  /** Ending within this many days, or null (any end). */
  endsWithin: number | null;
  /** The Active section's page and the Previous section's. */
  page: number;
  previousPage: number;
};

const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= FIRST_PAGE ? n : FIRST_PAGE;
};

const daysOf = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= POLICY_ENDS_WITHIN_MAX_DAYS ? n : null;
};

const masterOf = (value: string | null) =>
  value === INDIVIDUAL_POLICIES || (value !== null && /^[1-9]\d{0,9}$/.test(value)) ? value : null;

/** The state in the address; a value that makes no sense reads as no filter. */
export function readOverview(params: URLSearchParams): OverviewState {
  return {
    search: params.get('q')?.trim() ?? '',
    company: params.get('company')?.trim() ?? '',
    master: masterOf(params.get('master')),
    endsWithin: daysOf(params.get('ends')),
    page: pageOf(params.get('page')),
    previousPage: pageOf(params.get('previous_page')),
  };
}

/** The address of a state: only what differs from the plain overview. */
export function writeOverview(state: OverviewState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.company) params.set('company', state.company);
  if (state.master) params.set('master', state.master);
  if (state.endsWithin !== null) params.set('ends', String(state.endsWithin));
  if (state.page > FIRST_PAGE) params.set('page', String(state.page));
  if (state.previousPage > FIRST_PAGE) params.set('previous_page', String(state.previousPage));
  return params;
}

export const NO_FILTERS: OverviewState = {
  search: '',
  company: '',
  master: null,
  endsWithin: null,
  page: FIRST_PAGE,
  previousPage: FIRST_PAGE,
};

export const hasFilters = (s: OverviewState) =>
  s.search !== '' || s.company !== '' || s.master !== null || s.endsWithin !== null;

/** What the filters asked, in words, for the empty state ("nothing matched …"). */
export function describeFilters(s: OverviewState, masterName: (id: string) => string): string[] {
  const parts: string[] = [];
  if (s.search) parts.push(`“${s.search}”`);
  if (s.company) parts.push(`company ${s.company}`);
  if (s.master === INDIVIDUAL_POLICIES) parts.push('individual policies');
  else if (s.master) parts.push(`master policy ${masterName(s.master)}`);
  if (s.endsWithin !== null)
    parts.push(`ending within ${s.endsWithin} ${s.endsWithin === 1 ? 'day' : 'days'}`);
  return parts;
}
