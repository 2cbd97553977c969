import {
  CITATION_ATTACH_MESSAGES,
  type Citation,
  type CitationImportReply,
  type CitationRow,
} from '@fleetdesk/contract/loaner-citations';
import type { CitationResult } from '@fleetdesk/contract/loaners';
import {
  badRequest,
  conflict,
  fieldError,
  importRefused,
  notFound,
  uniqueViolation,
} from '../../platform/errors';
import { pageWindow, type PageQuery } from '../../platform/pagination';
import type { ShopContext } from '../../platform/request-context';
import { matchAssignments } from '../assignments';
import { recordAudit } from '../audit';
import type { UploadedFile } from '../../platform/upload-body';
import { findCharge } from './loaners.agreements.repository';
import { reachAgreement } from './loaners.agreements.service';
import { presentCitation } from './loaners.citations.presenter';
import { presentCharge } from './loaners.presenter';
import * as repo from './loaners.citations.repository';
import {
  CITATION_FILE_MESSAGES,
  readCitationFile,
  type CitationFileRow,
} from './loaners.citations.rows';

export const CITATION_MESSAGES = {
  importedMeanwhile:
    'Another import of some of these references finished first; preview the file again to see them as duplicates.',
} as const;

/** What each row of the file comes to, before anything is written. */
type Outcome = {
  row: CitationFileRow;
  result: CitationResult;
  occurredAt: string | null;
  agreement: { id: number; number: string } | null;
  /** The driver assigned at the time, for a row on a vehicle that was not on a loan. */
  assignment?: { id: number; driver: string };
};

/**
 * Works out each row's result (docs/api.md "Citations import"): invalid on its own; duplicate
 * when its reference was imported before or appears higher in the file; else matched, late or
 * else assigned to the driver of the vehicle at the time (docs/api.md "Fleet records"), else
 * unmatched. Four statements, whatever the length.
 */
async function outcomesOf(ctx: ShopContext, rows: CitationFileRow[]): Promise<Outcome[]> {
  const valid = rows.filter((r) => r.error === null);
  const earlier = await repo.importedReferences(
    ctx,
    valid.map((r) => r.reference),
  );
  const matches = new Map(
    (
      await repo.matchCitations(
        ctx,
        valid.map((r) => ({ line: r.line, plate_key: r.plateKey, occurred_at: r.occurredAt! })),
      )
    ).map((m) => [m.line, m]),
  );
  const drivers = new Map(
    (
      await matchAssignments(
        ctx,
        valid.flatMap((r) => {
          const m = matches.get(r.line)!;
          return m.agreementId === null
            ? [{ line: r.line, plate_key: r.plateKey, at: m.at.toISOString() }]
            : [];
        }),
      )
    ).map((m) => [m.line, { id: m.assignmentId, driver: m.driverName }]),
  );
  const seen = new Set<string>();
  return rows.map((row): Outcome => {
    if (row.error !== null)
      return { row, result: 'invalid', occurredAt: row.occurredAt, agreement: null };
    const match = matches.get(row.line)!;
    const occurredAt = match.at.toISOString();
    if (earlier.has(row.reference) || seen.has(row.reference))
      return { row, result: 'duplicate', occurredAt, agreement: null };
    seen.add(row.reference);
    const assignment = drivers.get(row.line);
    if (match.agreementId === null && assignment)
      return { row, result: 'assigned', occurredAt, agreement: null, assignment };
    if (match.agreementId === null || match.number === null)
      return { row, result: 'unmatched', occurredAt, agreement: null };
    const agreement = { id: match.agreementId, number: match.number };
    return { row, result: match.late ? 'late' : 'matched', occurredAt, agreement };
  });
}

function replyOf(outcomes: readonly Outcome[]): CitationImportReply {
  const counts = { matched: 0, late: 0, assigned: 0, unmatched: 0, duplicate: 0, invalid: 0 };
  const rows = outcomes.map(({ row, result, occurredAt, agreement, assignment }): CitationRow => {
    counts[result] += 1;
    return {
      line: row.line,
      plate: row.plate,
      occurred_at: occurredAt,
      amount: row.amount,
      reference: row.reference,
      result,
      agreement: agreement?.number ?? null,
      driver: assignment?.driver ?? null,
      error: row.error,
    };
  });
  return { rows, counts };
}

/**
 * Imports a toll authority's or a city's file, or previews it (`dryRun`: nothing written). A
 * file with any invalid row is refused whole (400 with every row's result); otherwise every
 * citation but the duplicates is kept, and the matched ones charged, in the request's
 * transaction: all or nothing.
 */
export async function importCitations(
  ctx: ShopContext,
  file: UploadedFile | null,
  dryRun: boolean,
): Promise<CitationImportReply> {
  if (!file) throw fieldError('file', CITATION_FILE_MESSAGES.fileRequired);
  const outcomes = await outcomesOf(ctx, await readCitationFile(file.data));
  const reply = replyOf(outcomes);
  if (reply.counts.invalid > 0) throw importRefused(reply);
  if (dryRun) return reply;
  const kept = outcomes.filter(
    (o): o is Outcome & { result: 'matched' | 'late' | 'assigned' | 'unmatched' } =>
      o.result !== 'duplicate' && o.result !== 'invalid',
  );
  try {
    await repo.storeCitations(
      ctx,
      kept.map(({ row, result, agreement, assignment }) => ({
        plate: row.plate,
        plate_key: row.plateKey,
        occurred_at: row.occurredAt!,
        amount: row.amount!,
        kind: row.kind!,
        agency: row.agency,
        reference: row.reference,
        result,
        agreement_id: agreement?.id ?? null,
        assignment_id: assignment?.id ?? null,
      })),
    );
  } catch (err) {
    // Two imports of the same references at once: the later one learns of the earlier.
    if (uniqueViolation(err)) throw conflict(CITATION_MESSAGES.importedMeanwhile);
    throw err;
  }
  await recordAudit(ctx, {
    entity: 'loaner_citation_import',
    entityId: file.filename || 'citations.csv',
    action: 'create',
    after: reply.counts,
  });
  return reply;
}

/** The shop's citations, latest first: `matched=false` the unmatched ones left to settle. */
export async function listCitations(
  ctx: ShopContext,
  query: PageQuery & { matched?: boolean },
): Promise<{ count: number; results: Citation[] }> {
  const page = await repo.listCitations(ctx, query.matched, pageWindow(query));
  return { count: page.count, results: page.results.map(presentCitation) };
}

/**
 * An unmatched citation attached by hand to an agreement that was lent (out or returned): it
 * becomes a charge of its kind billed to the customer, as a matched row of an import does, with
 * the audit row of any charge added. Both records are reached as the member may see them (404).
 */
export async function attachCitation(
  ctx: ShopContext,
  id: number,
  agreementId: number,
): Promise<Citation> {
  const citation = await repo.findCitation(ctx, id, { forUpdate: true });
  if (!citation) throw notFound(CITATION_ATTACH_MESSAGES.citationNotFound);
  const { row } = await reachAgreement(ctx, agreementId, { forUpdate: true });
  if (citation.result !== 'unmatched') throw badRequest(CITATION_ATTACH_MESSAGES.alreadyAttached);
  const { status } = row.agreement;
  if (status !== 'out' && status !== 'returned')
    throw fieldError('agreement', CITATION_ATTACH_MESSAGES.agreementNotLent);
  const chargeId = await repo.attachCitation(ctx, id, agreementId);
  if (chargeId === null) throw badRequest(CITATION_ATTACH_MESSAGES.alreadyAttached);
  const charge = presentCharge((await findCharge(ctx, chargeId))!);
  await recordAudit(ctx, {
    entity: 'loan_agreement_charge',
    entityId: charge.id,
    action: 'create',
    after: { ...charge, agreement: row.agreement.number, citation: id },
  });
  return presentCitation((await repo.findCitation(ctx, id))!);
}
