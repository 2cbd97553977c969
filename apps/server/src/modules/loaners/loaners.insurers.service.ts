import {
  LOANER_MONEY_MESSAGES,
  type Insurer,
  type InsurerPatch,
  type InsurerWrite,
  type insurerListQuerySchema,
} from '@fleetdesk/contract/loaner-money';
import type { z } from 'zod';
import { fieldError, notFound, uniqueViolation } from '../../platform/errors';
import { pageWindow } from '../../platform/pagination';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import * as repo from './loaners.insurers.repository';
import { presentInsurer } from './loaners.money.presenter';

/** The shop's insurer directory: list, detail, add and edit. */

const nameTaken = () => fieldError('name', LOANER_MONEY_MESSAGES.insurerNameTaken);
/** The audit keeps the insurer's own fields: its open balance moves with others' records. */
const auditImage = ({ open_balance: _balance, ...fields }: Insurer) => fields;

export async function listInsurers(
  ctx: ShopContext,
  query: z.output<typeof insurerListQuerySchema>,
) {
  const { count, results } = await repo.listInsurers(ctx, {
    search: query.search,
    ...pageWindow(query),
  });
  return { count, results: results.map(presentInsurer) };
}

/** An insurer of this shop; unknown and another shop's are the same 404. */
export async function reachInsurer(ctx: ShopContext, id: number) {
  const row = await repo.findInsurer(ctx, id);
  if (!row) throw notFound(LOANER_MONEY_MESSAGES.insurerNotFound);
  return row;
}

export const getInsurer = async (ctx: ShopContext, id: number) =>
  presentInsurer(await reachInsurer(ctx, id));

const columnsOf = (body: InsurerPatch) => ({
  name: body.name,
  dailyRateCap: body.daily_rate_cap,
  dayRule: body.day_rule,
  graceMinutes: body.grace_minutes,
  billingEmail: body.billing_email,
  billingAddress: body.billing_address,
  paymentTermsDays: body.payment_terms_days,
  notes: body.notes,
});

/** Two requests racing for one name: the unique index answers the loser as the check would. */
async function holdingName<T>(ctx: ShopContext, write: (tx: ShopContext) => Promise<T>) {
  try {
    return await inTransaction(ctx, write);
  } catch (err) {
    throw uniqueViolation(err) ? nameTaken() : err;
  }
}

export async function createInsurer(ctx: ShopContext, body: InsurerWrite): Promise<Insurer> {
  const id = await holdingName(ctx, (tx) =>
    repo.insertInsurer(tx, { ...columnsOf(body), name: body.name }),
  );
  const created = await getInsurer(ctx, id);
  await recordAudit(ctx, {
    entity: 'loaner_insurer',
    entityId: id,
    action: 'create',
    after: auditImage(created),
  });
  return created;
}

/** A PATCH with nothing to change answers the insurer as it is. */
export async function patchInsurer(
  ctx: ShopContext,
  id: number,
  body: InsurerPatch,
): Promise<Insurer> {
  const before = presentInsurer(await reachInsurer(ctx, id));
  const values = Object.fromEntries(
    Object.entries(columnsOf(body)).filter(([, v]) => v !== undefined),
  );
  if (Object.keys(values).length === 0) return before;
  await holdingName(ctx, (tx) => repo.updateInsurer(tx, id, values));
  const after = await getInsurer(ctx, id);
  await recordAudit(ctx, {
    entity: 'loaner_insurer',
    entityId: id,
    action: 'update',
    before: auditImage(before),
    after: auditImage(after),
  });
  return after;
}
