import type { CustomerDetail } from '@fleetdesk/contract/loaner-agreements';
import {
  LOANER_MESSAGES,
  type CustomerPatch,
  type CustomerWrite,
  type customerListQuerySchema,
} from '@fleetdesk/contract/loaners';
import type { z } from 'zod';
import { notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/pagination';
import type { ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import type { AppDeps } from '../../platform/deps';
import { agreementsOfCustomer } from './loaners.agreements.repository';
import { presentCustomerDocument } from './loaners.customer-documents';
import * as repo from './loaners.customers.repository';
import { presentCustomer } from './loaners.presenter';

/** The shop's borrowers: list, detail, add and edit (do-not-lend is an edit with its reason). */

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
  if (!row) throw notFound(LOANER_MESSAGES.customerNotFound);
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

/** The customer's page: the customer, their papers and their agreements. */
export async function customerDetail(
  ctx: ShopContext,
  deps: Pick<AppDeps, 'config'>,
  id: number,
): Promise<CustomerDetail> {
  const customer = await getCustomer(ctx, id);
  const documents = await repo.customerDocuments(ctx, id);
  const agreements = await agreementsOfCustomer(ctx, id);
  return {
    ...customer,
    documents: documents.map((d) => presentCustomerDocument(d, deps.config, ctx)),
    agreements: agreements.map(({ agreement: a, ...r }) => ({
      id: a.id,
      number: a.number,
      status: a.status as CustomerDetail['agreements'][number]['status'],
      vehicle_vin: r.vehicleVin,
      vehicle_description: r.vehicleDescription,
      license_plate: r.licensePlate,
      repair_order_number: a.repairOrderNumber,
      starts_at: a.startsAt.toISOString(),
      due_at: a.dueAt.toISOString(),
      checked_out_at: a.checkedOutAt?.toISOString() ?? null,
      checked_in_at: a.checkedInAt?.toISOString() ?? null,
    })),
  };
}
