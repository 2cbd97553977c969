import type { Charge, ChargeWrite } from '@fleetdesk/contract/loaner-agreements';
import { LOANER_MESSAGES, MANUAL_CHARGE_KINDS } from '@fleetdesk/contract/loaners';
import { badRequest, notFound } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import { shopLetterhead } from '../shop-identity';
import * as repo from './loaners.agreements.repository';
import { agreementDetail, reachAgreement, type LoanerDeps } from './loaners.agreements.service';
import { presentCharge } from './loaners.presenter';
import { shopClock } from '../../platform/shop-day';
import { statementPdf } from './loaners.statement-pdf';

/**
 * Manual charges (damage, cleaning, other) with who pays; computed and imported ones stay. And the
 * statement: every charge of an agreement, as a PDF.
 */

const CHARGE_NOT_FOUND = 'Charge not found.';
const isManual = (kind: string) => (MANUAL_CHARGE_KINDS as readonly string[]).includes(kind);

export async function addCharge(
  ctx: ShopContext,
  agreementId: number,
  body: ChargeWrite,
): Promise<Charge> {
  const { row } = await reachAgreement(ctx, agreementId, { forUpdate: true });
  if (row.agreement.status === 'cancelled')
    throw badRequest('A cancelled agreement takes no charges.');
  const [created] = await repo.insertCharges(ctx, [
    {
      agreementId,
      kind: body.kind,
      description: body.description,
      amount: body.amount,
      occurredAt: body.occurred_at ? new Date(body.occurred_at) : null,
      billTo: body.bill_to,
      createdBy: ctx.userId,
    },
  ]);
  const charge = presentCharge(created!);
  await recordAudit(ctx, {
    entity: 'loan_agreement_charge',
    entityId: charge.id,
    action: 'create',
    after: { ...charge, agreement: row.agreement.number },
  });
  return charge;
}

/** Only a manual charge is deleted; the agreement's loaner is reached as for any of its records. */
export async function deleteCharge(ctx: ShopContext, id: number): Promise<void> {
  const charge = await repo.findCharge(ctx, id);
  if (!charge) throw notFound(CHARGE_NOT_FOUND);
  const { row } = await reachAgreement(ctx, charge.agreementId, { forUpdate: true });
  if (!isManual(charge.kind)) throw badRequest(LOANER_MESSAGES.notManualCharge);
  await repo.deleteCharge(ctx, id);
  await recordAudit(ctx, {
    entity: 'loan_agreement_charge',
    entityId: id,
    action: 'delete',
    before: { ...presentCharge(charge), agreement: row.agreement.number },
  });
}

/** The statement of an agreement the member may see, as a PDF. */
export async function agreementStatement(ctx: ShopContext, deps: LoanerDeps, id: number) {
  const agreement = await agreementDetail(ctx, deps, id);
  const letterhead = await shopLetterhead(ctx, deps);
  const pdf = await statementPdf(agreement, shopClock(ctx.timeZone), letterhead);
  return { filename: `Statement ${agreement.number}.pdf`, pdf };
}
