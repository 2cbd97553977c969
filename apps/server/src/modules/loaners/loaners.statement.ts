import type { ShopContext } from '../../platform/request-context';
import { agreementDetail, type LoanerDeps } from './loaners.agreements.service';
import { shopClock } from '../../platform/shop-day';
import { statementPdf } from './loaners.statement-pdf';

/** The statement of an agreement the member may see, as a PDF. */
export async function agreementStatement(ctx: ShopContext, deps: LoanerDeps, id: number) {
  const agreement = await agreementDetail(ctx, deps, id);
  const pdf = await statementPdf(agreement, shopClock(ctx.timeZone));
  return { filename: `Statement ${agreement.number}.pdf`, pdf };
}
