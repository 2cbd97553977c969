import type {
  CustomerPatch,
  CustomerWrite,
  customerListQuerySchema,
} from '@fleetdesk/contract/loaners';
import type { z } from 'zod';
import { notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/pagination';
import type { ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import * as repo from './loaners.customers.repository';
import { presentCustomer } from './loaners.presenter';

/** The shop's borrowers: list, detail, add and edit (do-not-lend is an edit with its reason). */

export const CUSTOMER_NOT_FOUND = 'Customer not found.';

export async function listCustomers(
  ctx: ShopContext,
  query: z.output<typeof customerListQuerySchema>,
) {
  const { count, results } = await repo.listCustomers(ctx, {
    search: query.search,
    ...pageWindow(query),
  });
  return { count, results: results.map(presentCustomer) };
}

export async function getCustomer(
  ctx: ShopContext,
  id: number,
  opts: { forUpdate?: boolean } = {},
) {
  const row = await repo.findCustomer(ctx, id, opts);
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return presentCustomer(row);
}

const columnsOf = (body: CustomerPatch) => ({
  firstName: body.first_name,
  lastName: body.last_name,
  phone: body.phone,
  email: body.email,
  licenceNumber: body.licence_number,
  licenceState: body.licence_state,
  licenceExpiresOn: body.licence_expires_on,
  insuranceCarrier: body.insurance_carrier,
  insurancePolicyNumber: body.insurance_policy_number,
  doNotLend: body.do_not_lend,
  doNotLendReason: body.do_not_lend_reason,
  notes: body.notes,
});

export async function createCustomer(ctx: ShopContext, body: CustomerWrite) {
  const id = await repo.insertCustomer(ctx, {
    ...columnsOf(body),
    firstName: body.first_name,
    lastName: body.last_name,
  });
  const created = await getCustomer(ctx, id);
  await recordAudit(ctx, {
    entity: 'loaner_customer',
    entityId: id,
    action: 'create',
    after: created,
  });
  return created;
}

/** Lifting do-not-lend clears its reason, so a stale reason never shows again. */
export async function patchCustomer(ctx: ShopContext, id: number, body: CustomerPatch) {
  const before = await getCustomer(ctx, id, { forUpdate: true });
  const values = columnsOf(body);
  if (body.do_not_lend === false && body.do_not_lend_reason === undefined)
    values.doNotLendReason = '';
  await repo.updateCustomer(ctx, id, values);
  const after = await getCustomer(ctx, id);
  await recordAudit(ctx, {
    entity: 'loaner_customer',
    entityId: id,
    action: 'update',
    before,
    after,
  });
  return after;
}
