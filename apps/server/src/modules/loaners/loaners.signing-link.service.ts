import {
  SIGNING_LINK_TTL_HOURS,
  SIGNING_MESSAGES,
  type RemoteSignWrite,
  type SigningLinkReply,
  type SigningView,
} from '@fleetdesk/contract/loaner-signing';
import type { AppDeps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/errors';
import { escapeHtml } from '../../platform/mail/html';
import type { ShopContext } from '../../platform/request-context';
import { shopClock } from '../../platform/shop-day';
import { inScope } from '../../platform/tenancy';
import { recordAudit } from '../audit';
import { hashToken, newToken } from '../auth';
import { enqueueMail } from '../mail';
import { reachAgreement, type LoanerDeps } from './loaners.agreements.service';
import { signaturePng } from './loaners.pdf';
import * as repo from './loaners.signing-link.repository';

/**
 * Signing before the customer arrives (docs/api.md "Loaner money", remote signing). The token
 * is the customer's only credential: 256 random bits after the shop's id (which scope to read it
 * in: row-level security walls every shop), kept only as its SHA-256, used once, for 48 hours.
 */

const HOUR_MS = 3_600_000;
// A hyphen, not a dot, after the shop's id: a page path ending in `.xyz` is taken for a missing file.
const TOKEN = /^(\d{1,9})-([A-Za-z0-9_-]{20,200})$/;

/** E-mails the customer a new link (the earlier one no longer works); answers its expiry. */
export async function sendSigningLink(
  ctx: ShopContext,
  deps: LoanerDeps,
  agreementId: number,
): Promise<SigningLinkReply> {
  const { row } = await reachAgreement(ctx, agreementId, { forUpdate: true });
  const a = row.agreement;
  if (a.status !== 'reserved') throw badRequest(SIGNING_MESSAGES.notReserved);
  if (!row.customerEmail) throw badRequest(SIGNING_MESSAGES.noEmail);
  await repo.withdrawLinks(ctx, agreementId);
  const token = `${ctx.shopId}-${newToken()}`;
  const expiresAt = new Date(Date.now() + SIGNING_LINK_TTL_HOURS * HOUR_MS);
  const link = await repo.insertLink(ctx, {
    agreementId,
    tokenHash: hashToken(token),
    expiresAt,
  });
  const url = `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/sign/${token}`;
  const when = shopClock(ctx.timeZone);
  const lines = [
    `Hello ${`${row.customerFirstName} ${row.customerLastName}`.trim()},`,
    `Your loaner, the ${row.vehicleDescription}, is booked from ${when(a.startsAt)} to ${when(a.dueAt)} (agreement ${a.number}).`,
    `To save time at the counter, read the agreement and sign it on your phone before you arrive: ${url}`,
    `The link works once, until ${when(expiresAt)}.`,
  ];
  await enqueueMail(ctx.db, ctx.shopId, [
    {
      source: 'loan_agreement',
      to: row.customerEmail,
      subject: `Sign your loan agreement ${a.number}`,
      text: lines.join('\n\n'),
      html: lines
        .map((line) =>
          line.startsWith('To save time')
            ? `<p>To save time at the counter, read the agreement and sign it on your phone before you arrive: <a href="${escapeHtml(url)}">read and sign</a></p>`
            : `<p>${escapeHtml(line)}</p>`,
        )
        .join('\n'),
    },
  ]);
  await recordAudit(ctx, {
    entity: 'loan_agreement_signing_link',
    entityId: link.id,
    action: 'create',
    after: { agreement: a.number, to: row.customerEmail, expires_at: expiresAt.toISOString() },
  });
  return { expires_at: expiresAt.toISOString() };
}

const shopOfToken = (token: string): number => {
  const m = TOKEN.exec(token);
  if (!m) throw notFound(SIGNING_MESSAGES.linkGone);
  return Number(m[1]);
};

const iso = (d: Date | string) => new Date(d).toISOString();

/** What the customer reads before signing; a used, expired or withdrawn link is a 404. */
export async function signingView(deps: Pick<AppDeps, 'db'>, token: string): Promise<SigningView> {
  const shopId = shopOfToken(token);
  const row = await inScope(deps.db, { shopId, userId: null }, (db) =>
    repo.liveLink(db, shopId, hashToken(token)),
  );
  if (!row) throw notFound(SIGNING_MESSAGES.linkGone);
  return {
    shop_name: row.shop_name,
    agreement_number: row.number,
    customer_name: row.customer_name,
    vehicle_description: row.vehicle_description,
    license_plate: row.license_plate,
    starts_at: iso(row.starts_at),
    due_at: iso(row.due_at),
    time_zone: row.time_zone,
    daily_rate: row.daily_rate,
    mileage_allowance_per_day: row.mileage_allowance_per_day,
    excess_mileage_rate: row.excess_mileage_rate,
    fuel_rate_per_eighth: row.fuel_rate_per_eighth,
    insurer_name: row.insurer_name,
    insurer_daily_rate: row.insurer_daily_rate,
    insurer_max_days: row.insurer_max_days,
    late_return_fee: row.late_return_fee,
    toll_admin_fee: row.toll_admin_fee,
    customer_pays_rate_difference: row.customer_pays_rate_difference,
    terms: row.terms,
    expires_at: iso(row.expires_at),
  };
}

/**
 * The customer signs: the same PNG checks as check-out's signature; the link is used up and the
 * agreement says when it was signed. The borrower is no member: the audit row has no user.
 */
export async function signRemotely(
  deps: Pick<AppDeps, 'db'>,
  token: string,
  body: RemoteSignWrite,
): Promise<{ signed_at: string }> {
  const shopId = shopOfToken(token);
  signaturePng(body.signature);
  return inScope(deps.db, { shopId, userId: null }, async (db) => {
    const row = await repo.liveLink(db, shopId, hashToken(token), true);
    if (!row) throw notFound(SIGNING_MESSAGES.linkGone);
    const link = { id: row.id, agreementId: row.agreement_id };
    const signedAt = await repo.markSigned(db, shopId, link, body.signature, body.signed_name);
    await repo.recordBorrowerAudit(db, shopId, {
      entity: 'loan_agreement',
      entityId: row.agreement_id,
      action: 'update',
      after: { signed_remotely_at: signedAt.toISOString(), signed_name: body.signed_name },
    });
    return { signed_at: signedAt.toISOString() };
  });
}
