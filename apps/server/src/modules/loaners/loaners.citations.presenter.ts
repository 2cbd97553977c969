import type { Citation } from '@fleetdesk/contract/loaner-citations';
import type { CitationKind } from '@fleetdesk/contract/loaners';
import type { CitationListRow } from './loaners.citations.repository';

/** A kept citation as the list shows it. */
export function presentCitation(row: CitationListRow): Citation {
  return {
    id: row.id,
    plate: row.plate,
    occurred_at: row.occurredAt.toISOString(),
    amount: row.amount,
    kind: row.kind as CitationKind,
    agency: row.agency,
    reference: row.reference,
    result: row.result as Citation['result'],
    agreement: row.agreementNumber,
    agreement_id: row.agreementId,
    driver: row.driverName,
    imported_at: row.importedAt.toISOString(),
  };
}
