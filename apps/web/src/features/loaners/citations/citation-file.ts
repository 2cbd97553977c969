import { CITATION_COLUMNS, type CitationResult } from '@fleetdesk/contract/loaners';

/** What each column of a toll or ticket file holds (the header row names them, in any order). */
export const CITATION_COLUMN_HELP: Record<(typeof CITATION_COLUMNS)[number], string> = {
  plate: 'The licence plate, in any case, with or without spaces and hyphens',
  occurred_at: 'When it happened: YYYY-MM-DD HH:MM, in the shop’s time zone unless a zone is given',
  amount: 'The sum, such as 4.75',
  kind: 'toll or ticket',
  agency: 'Who sent it: the toll authority or the city',
  reference: 'The agency’s own number for it; a reference is imported once',
};

/** A file to start from: two rows of the expected shape. */
export const SAMPLE_CITATION_CSV = [
  CITATION_COLUMNS.join(','),
  'LNR 101,2026-06-03 14:05,4.75,toll,Bay Area FasTrak,FT-2026-000123',
  'lnr102,2026-06-04 09:30,65.00,ticket,City of Oakland,OAK-PK-55012',
].join('\n');

export const SAMPLE_CITATION_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`${SAMPLE_CITATION_CSV}\n`)}`;

export const CITATION_RESULT_LABELS: Record<CitationResult, string> = {
  matched: 'Matched',
  late: 'Late',
  assigned: 'Assigned driver',
  unmatched: 'Unmatched',
  duplicate: 'Duplicate',
  invalid: 'Invalid',
};

export const CITATION_RESULT_COLORS: Record<CitationResult, string> = {
  matched: 'green',
  late: 'orange',
  assigned: 'blue',
  unmatched: 'yellow',
  duplicate: 'gray',
  invalid: 'red',
};

/** What a result does once imported. */
export const CITATION_RESULT_MEANING: Record<CitationResult, string> = {
  matched: 'charged to the borrower',
  late: 'billed to the shop (past the grace days)',
  assigned: 'not on a loan: billed to the shop and listed for the driver assigned at the time',
  unmatched: 'kept in the list below to settle',
  duplicate: 'skipped',
  invalid: 'stops the import',
};
