import {
  INVOICE_MESSAGES,
  invoiceNumber,
  type Invoice,
  type InvoiceCreate,
  type invoiceListQuerySchema,
} from '@fleetdesk/contract/loaner-invoices';
import { LOANER_MONEY_MESSAGES } from '@fleetdesk/contract/loaner-money';
import { formatMoney, fromCents } from '@fleetdesk/contract/money';
import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import type { z } from 'zod';
import {
  HttpError,
  badRequest,
  fieldError,
  notFound,
  uniqueViolation,
} from '../../platform/errors';
import { escapeHtml } from '../../platform/mail/html';
import { pageWindow } from '../../platform/pagination';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { shopDayOf } from '../../platform/shop-day';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { shopLetterhead } from '../shop-identity';
import type { AppDeps } from '../../platform/deps';
import { reachAgreement, recordsOf } from './loaners.agreements.service';
import { invoicePdf } from './loaners.invoice-pdf';
import * as repo from './loaners.invoices.repository';
import { presentInvoice, presentInvoiceItem } from './loaners.invoices.presenter';
import * as insurersRepo from './loaners.insurers.repository';
import { agreementMoney } from './loaners.presenter';
import { takeInvoiceNumber } from './loaners.settings.repository';

/**
 * Invoices to insurers (docs/api.md "Loaner money: invoices and receivables"): returned
 * agreements of one insurer billed at the amounts the one rule gives when it is issued, and kept
 * so; what the insurer pays on those agreements counts toward it.
 */

export async function listInvoices(
  ctx: ShopContext,
  query: z.output<typeof invoiceListQuerySchema>,
) {
  const { count, results } = await repo.listInvoices(ctx, {
    insurerId: query.insurer,
    status: query.status,
    ...pageWindow(query),
  });
  return { count, results: results.map(presentInvoiceItem) };
}

export async function getInvoice(ctx: ShopContext, id: number): Promise<Invoice> {
  const row = await repo.findInvoice(ctx, id);
  if (!row) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
  return presentInvoice(row, await repo.linesOf(ctx, [id]));
}

/** An agreement of the list as this member may see it: unknown, hidden or another shop's is one refusal. */
async function billable(ctx: ShopContext, id: number, insurerId: number) {
  let row;
  try {
    row = (await reachAgreement(ctx, id, { forUpdate: true })).row;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404)
      throw fieldError('agreements', INVOICE_MESSAGES.agreementNotFound(id));
    throw err;
  }
  const a = row.agreement;
  if (a.status !== 'returned')
    throw fieldError('agreements', INVOICE_MESSAGES.notReturned(a.number));
  if (a.insurerId !== insurerId)
    throw fieldError('agreements', INVOICE_MESSAGES.otherInsurer(a.number));
  return row;
}

export async function createInvoice(ctx: ShopContext, body: InvoiceCreate): Promise<Invoice> {
  const insurer = await insurersRepo.findInsurer(ctx, Number(body.insurer));
  if (!insurer) throw fieldError('insurer', LOANER_MONEY_MESSAGES.insurerNotFound);
  const ids = [...new Set(body.agreements.map(Number))];
  const rows = [];
  for (const id of ids) rows.push(await billable(ctx, id, insurer.id));
  const invoiced = await repo.liveInvoicesOf(ctx, ids);
  for (const row of rows) {
    const on = invoiced.get(row.agreement.id);
    if (on)
      throw fieldError('agreements', INVOICE_MESSAGES.alreadyInvoiced(row.agreement.number, on));
  }
  const records = await recordsOf(ctx, ids);
  // Each amount is the agreement's insurer_amount now, by the one rule: frozen on the invoice.
  const lines = rows.map((row, position) => {
    const id = row.agreement.id;
    const { coverage, shares } = agreementMoney(
      row.agreement,
      {
        charges: records.charges.filter((c) => c.agreementId === id),
        authorizations: records.authorizations.filter((x) => x.agreementId === id),
        payments: records.payments.filter((p) => p.agreementId === id),
      },
      ctx.timeZone,
    );
    return {
      agreementId: id,
      position,
      authorizedDays: coverage.authorizedDays,
      days: coverage.days,
      coveredDays: coverage.coveredDays,
      cents: shares.insurer,
      amount: fromCents(shares.insurer),
    };
  });
  const issuedOn = shopDayOf(ctx.timeZone, new Date());
  const number = invoiceNumber(await takeInvoiceNumber(ctx));
  let id: number;
  try {
    // A savepoint: two invoices made at once for one agreement meet at the partial unique index.
    id = await inTransaction(ctx, (tx) =>
      repo.insertInvoice(
        tx,
        {
          number,
          insurerId: insurer.id,
          issuedOn,
          dueOn: addDays(issuedOn, insurer.paymentTermsDays),
          amount: fromCents(lines.reduce((sum, l) => sum + l.cents, 0n)),
          createdBy: ctx.userId,
        },
        lines.map(({ cents: _cents, ...line }) => line),
      ),
    );
  } catch (err) {
    if (!uniqueViolation(err)) throw err;
    throw fieldError(
      'agreements',
      INVOICE_MESSAGES.alreadyInvoiced('An agreement', 'another invoice'),
    );
  }
  const created = await getInvoice(ctx, id);
  await recordAudit(ctx, {
    entity: 'loan_invoice',
    entityId: id,
    action: 'create',
    after: created,
  });
  return created;
}

/** The invoice locked, refused once void (it cannot be voided or sent again). */
async function liveInvoice(ctx: ShopContext, id: number) {
  const row = await repo.lockInvoice(ctx, id);
  if (!row) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
  if (row.voidedAt) throw badRequest(INVOICE_MESSAGES.alreadyVoid);
  return row;
}

export async function voidInvoice(ctx: ShopContext, id: number, reason: string): Promise<Invoice> {
  await liveInvoice(ctx, id);
  const before = await getInvoice(ctx, id);
  await repo.voidInvoice(ctx, id, reason);
  const after = await getInvoice(ctx, id);
  await recordAudit(ctx, { entity: 'loan_invoice', entityId: id, action: 'update', before, after });
  return after;
}

/** The invoice as a PDF, and the name it is saved under. */
export async function invoiceFile(ctx: ShopContext, deps: Pick<AppDeps, 'storage'>, id: number) {
  const invoice = await getInvoice(ctx, id);
  const insurer = await insurersRepo.findInsurer(ctx, invoice.insurer);
  const pdf = await invoicePdf({
    invoice,
    letterhead: await shopLetterhead(ctx, deps),
    billingAddress: insurer?.billingAddress ?? '',
    timeZone: ctx.timeZone,
  });
  return { invoice, insurer, filename: `${invoice.number}.pdf`, pdf };
}

/** E-mails the PDF to the insurer's billing address through the outbox, and notes when. */
export async function sendInvoice(
  ctx: ShopContext,
  deps: Pick<AppDeps, 'storage'>,
  id: number,
): Promise<Invoice> {
  await liveInvoice(ctx, id);
  const { invoice, insurer, filename, pdf } = await invoiceFile(ctx, deps, id);
  if (!insurer?.billingEmail) throw badRequest(INVOICE_MESSAGES.noBillingEmail);
  const shop = await repo.shopName(ctx);
  const lines = [
    `Hello ${insurer.name},`,
    `Please find attached invoice ${invoice.number} from ${shop} for ${invoice.agreements.length} loaner agreement(s), issued ${invoice.issued_on}.`,
    `Amount due: ${formatMoney(invoice.balance)} by ${invoice.due_on}.`,
  ];
  await enqueueMail(ctx.db, ctx.shopId, [
    {
      source: 'loan_invoice',
      to: insurer.billingEmail,
      subject: `Invoice ${invoice.number} from ${shop}`,
      text: lines.join('\n\n'),
      html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
      attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
    },
  ]);
  await repo.markSent(ctx, id, new Date());
  const after = await getInvoice(ctx, id);
  await recordAudit(ctx, {
    entity: 'loan_invoice',
    entityId: id,
    action: 'update',
    before: { sent_at: invoice.sent_at },
    after: { sent_at: after.sent_at, to: insurer.billingEmail },
  });
  return after;
}
