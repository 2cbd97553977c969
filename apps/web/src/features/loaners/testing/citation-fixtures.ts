import type {
  Citation,
  CitationImportReply,
  CitationRow,
} from '@fleetdesk/contract/loaner-citations';

export function citationRow(over: Partial<CitationRow> = {}): CitationRow {
  return {
    line: 2,
    plate: 'LNR 101',
    occurred_at: '2026-06-03T21:05:00.000Z',
    amount: '4.75',
    reference: 'FT-1',
    result: 'matched',
    agreement: 'LA-00011',
    driver: null,
    error: null,
    ...over,
  };
}

/** A reply with its counts worked out from its rows. */
export function importReply(rows: CitationRow[]): CitationImportReply {
  const counts = { matched: 0, late: 0, assigned: 0, unmatched: 0, duplicate: 0, invalid: 0 };
  for (const row of rows) counts[row.result] += 1;
  return { rows, counts };
}

export function citation(over: Partial<Citation> = {}): Citation {
  return {
    id: 1,
    plate: 'ZZZ 999',
    occurred_at: '2026-06-02T17:30:00.000Z',
    amount: '65.00',
    kind: 'ticket',
    agency: 'City of Oakland',
    reference: 'OAK-1',
    result: 'unmatched',
    agreement: null,
    agreement_id: null,
    driver: null,
    imported_at: '2026-06-10T17:30:00.000Z',
    ...over,
  };
}
