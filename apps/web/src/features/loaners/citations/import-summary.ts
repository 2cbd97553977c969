import type { CitationImportReply } from '@fleetdesk/contract/loaner-citations';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why Import all cannot run yet, or null when it can. */
export function importBlocker(reply: CitationImportReply): string | null {
  const { counts } = reply;
  if (counts.invalid > 0) {
    return `${plural(counts.invalid, 'row is', 'rows are')} invalid: nothing is imported while any row is invalid. Correct the file and choose it again.`;
  }
  if (counts.matched + counts.late + counts.assigned + counts.unmatched === 0) {
    return 'Nothing new to import: every row was imported before.';
  }
  return null;
}

/** What an import wrote, in one sentence. */
export function importedSummary(reply: CitationImportReply): string {
  const { counts } = reply;
  const written = counts.matched + counts.late + counts.assigned + counts.unmatched;
  // The assigned drivers' part only when a row found one: most shops lend and assign apart.
  const parts = [
    `${counts.matched} charged to the borrower`,
    `${counts.late} late, billed to the shop`,
    ...(counts.assigned > 0 ? [`${counts.assigned} on assigned drivers, billed to the shop`] : []),
    `${counts.unmatched} unmatched, kept to settle`,
  ];
  const skipped =
    counts.duplicate > 0
      ? ` ${plural(counts.duplicate, 'duplicate was', 'duplicates were')} skipped.`
      : '';
  return `Imported ${plural(written, 'citation', 'citations')}: ${parts.join(', ')}.${skipped}`;
}
