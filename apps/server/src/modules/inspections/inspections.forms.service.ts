import {
  INSPECTION_MESSAGES,
  type InspectionForm,
  type inspectionFormCreateSchema,
  type inspectionFormPatchSchema,
} from '@fleetdesk/contract/inspections';
import type { z } from 'zod';
import type { PaginationQuery } from '@fleetdesk/contract/common';
import { fieldError, notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/pagination';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import { reachVehicle } from '../vehicles';
import * as repo from './inspections.forms.repository';
import { presentForm } from './inspections.presenter';

/** Forms with their items and types, as the API shows them. */
async function presentForms(ctx: ShopContext, rows: readonly repo.FormRow[]) {
  const ids = rows.map((r) => r.id);
  const [items, types] = await Promise.all([repo.itemsOf(ctx, ids), repo.typesOf(ctx, ids)]);
  return rows.map((row) =>
    presentForm(
      row,
      items.filter((i) => i.formId === row.id),
      types.filter((t) => t.formId === row.id).map((t) => t.typeId),
    ),
  );
}

export async function listForms(ctx: ShopContext, query: PaginationQuery & { vehicle?: string }) {
  const vehicleId = query.vehicle ? (await reachVehicle(ctx, query.vehicle)).id : undefined;
  const { count, results } = await repo.listForms(ctx, { vehicleId, ...pageWindow(query) });
  return { count, results: await presentForms(ctx, results) };
}

/** A form in use, or the 404. */
export async function reachForm(ctx: ShopContext, id: number, opts: { forUpdate?: boolean } = {}) {
  const row = await repo.findForm(ctx, id, opts);
  if (!row) throw notFound(INSPECTION_MESSAGES.formNotFound);
  return row;
}

export async function getForm(ctx: ShopContext, id: number): Promise<InspectionForm> {
  const [form] = await presentForms(ctx, [await reachForm(ctx, id)]);
  return form!;
}

async function checkTypes(ctx: ShopContext, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if ((await repo.knownTypeCount(ctx, unique)) !== unique.length)
    throw fieldError('vehicle_types', INSPECTION_MESSAGES.vehicleTypeUnknown);
}

type Create = z.output<typeof inspectionFormCreateSchema>;
type Patch = z.output<typeof inspectionFormPatchSchema>;

export async function createForm(ctx: ShopContext, body: Create): Promise<InspectionForm> {
  return inTransaction(ctx, async (tx) => {
    await checkTypes(tx, body.vehicle_types);
    const id = await repo.insertForm(tx, body.name);
    await repo.setTypes(tx, id, body.vehicle_types);
    // A new form's items are all new: ids sent with them mean nothing yet.
    await repo.setItems(
      tx,
      id,
      body.items.map(({ id: _id, ...item }) => item),
    );
    const created = await getForm(tx, id);
    await recordAudit(tx, {
      entity: 'inspection_form',
      entityId: id,
      action: 'create',
      after: created,
    });
    return created;
  });
}

export async function updateForm(
  ctx: ShopContext,
  id: number,
  patch: Patch,
): Promise<InspectionForm> {
  return inTransaction(ctx, async (tx) => {
    await reachForm(tx, id, { forUpdate: true });
    const before = await getForm(tx, id);
    if (patch.name !== undefined) await repo.renameForm(tx, id, patch.name);
    if (patch.vehicle_types !== undefined) {
      await checkTypes(tx, patch.vehicle_types);
      await repo.setTypes(tx, id, patch.vehicle_types);
    }
    if (patch.items !== undefined && !(await repo.setItems(tx, id, patch.items)))
      throw fieldError('items', INSPECTION_MESSAGES.itemUnknown);
    const after = await getForm(tx, id);
    if (JSON.stringify(after) !== JSON.stringify(before))
      await recordAudit(tx, {
        entity: 'inspection_form',
        entityId: id,
        action: 'update',
        before,
        after,
      });
    return after;
  });
}

/** Retires a form: it is no longer listed nor filled; inspections made with it keep it. */
export async function deleteForm(ctx: ShopContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await reachForm(tx, id, { forUpdate: true });
    const before = await getForm(tx, id);
    await repo.retireForm(tx, id);
    await recordAudit(tx, { entity: 'inspection_form', entityId: id, action: 'delete', before });
  });
}
