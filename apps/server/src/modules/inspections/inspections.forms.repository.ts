import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { vehicleTypes, vehicleVehicleTypes } from '../vehicles';
import {
  inspectionFormItems as items,
  inspectionFormVehicleTypes as formTypes,
  inspectionForms as forms,
} from './inspections.tables';

export type FormRow = { id: number; name: string };
export type ItemRow = {
  id: number;
  formId: number;
  label: string;
  kind: string;
  required: boolean;
};

/** The shop's forms in use (not retired), by name; with a vehicle, those for its types or for all. */
export async function listForms(
  ctx: ShopContext,
  filter: { vehicleId?: number; limit: number; offset: number },
) {
  const forVehicle =
    filter.vehicleId === undefined
      ? undefined
      : sql`(not exists (select 1 from ${formTypes} where ${formTypes.shopId} = ${forms.shopId} and ${formTypes.formId} = ${forms.id})
        or exists (select 1 from ${formTypes} join ${vehicleVehicleTypes} on ${vehicleVehicleTypes.shopId} = ${formTypes.shopId} and ${vehicleVehicleTypes.vehicleTypeId} = ${formTypes.vehicleTypeId}
          where ${formTypes.shopId} = ${forms.shopId} and ${formTypes.formId} = ${forms.id} and ${vehicleVehicleTypes.vehicleId} = ${filter.vehicleId}))`;
  const where = and(eq(forms.shopId, ctx.shopId), isNull(forms.retiredAt), forVehicle);
  const [results, [total]] = await Promise.all([
    ctx.db
      .select({ id: forms.id, name: forms.name })
      .from(forms)
      .where(where)
      .orderBy(asc(forms.name), asc(forms.id))
      .limit(filter.limit)
      .offset(filter.offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(forms)
      .where(where),
  ]);
  return { count: total?.n ?? 0, results };
}

/** A form in use (retired ones are gone for editing and filling; their inspections still read). */
export async function findForm(
  ctx: ShopContext,
  id: number,
  opts: { forUpdate?: boolean; retiredToo?: boolean } = {},
): Promise<FormRow | null> {
  const query = ctx.db
    .select({ id: forms.id, name: forms.name })
    .from(forms)
    .where(
      and(
        eq(forms.shopId, ctx.shopId),
        eq(forms.id, id),
        opts.retiredToo ? undefined : isNull(forms.retiredAt),
      ),
    );
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The items in use of these forms, in order. */
export async function itemsOf(ctx: ShopContext, formIds: readonly number[]): Promise<ItemRow[]> {
  if (formIds.length === 0) return [];
  return ctx.db
    .select({
      id: items.id,
      formId: items.formId,
      label: items.label,
      kind: items.kind,
      required: items.required,
    })
    .from(items)
    .where(
      and(
        eq(items.shopId, ctx.shopId),
        inArray(items.formId, [...formIds]),
        eq(items.retired, false),
      ),
    )
    .orderBy(asc(items.formId), asc(items.position), asc(items.id));
}

export async function typesOf(ctx: ShopContext, formIds: readonly number[]) {
  if (formIds.length === 0) return [];
  return ctx.db
    .select({ formId: formTypes.formId, typeId: formTypes.vehicleTypeId })
    .from(formTypes)
    .where(and(eq(formTypes.shopId, ctx.shopId), inArray(formTypes.formId, [...formIds])))
    .orderBy(asc(formTypes.vehicleTypeId));
}

/** How many of these vehicle type ids exist. */
export async function knownTypeCount(ctx: ShopContext, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(vehicleTypes)
    .where(inArray(vehicleTypes.id, [...ids]));
  return row?.n ?? 0;
}

export async function vehicleTypeIdsOf(ctx: ShopContext, vehicleId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: vehicleVehicleTypes.vehicleTypeId })
    .from(vehicleVehicleTypes)
    .where(
      and(eq(vehicleVehicleTypes.shopId, ctx.shopId), eq(vehicleVehicleTypes.vehicleId, vehicleId)),
    );
  return rows.map((r) => r.id);
}

export async function insertForm(ctx: ShopContext, name: string): Promise<number> {
  const [row] = await ctx.db
    .insert(forms)
    .values({ shopId: ctx.shopId, name })
    .returning({ id: forms.id });
  return row!.id;
}

export async function renameForm(ctx: ShopContext, id: number, name: string) {
  await ctx.db
    .update(forms)
    .set({ name })
    .where(and(eq(forms.shopId, ctx.shopId), eq(forms.id, id)));
}

export async function retireForm(ctx: ShopContext, id: number) {
  await ctx.db
    .update(forms)
    .set({ retiredAt: sql`now()` })
    .where(and(eq(forms.shopId, ctx.shopId), eq(forms.id, id)));
}

export async function setTypes(ctx: ShopContext, formId: number, typeIds: readonly number[]) {
  await ctx.db
    .delete(formTypes)
    .where(and(eq(formTypes.shopId, ctx.shopId), eq(formTypes.formId, formId)));
  if (typeIds.length > 0)
    await ctx.db.insert(formTypes).values(
      [...new Set(typeIds)].map((typeId) => ({
        shopId: ctx.shopId,
        formId,
        vehicleTypeId: typeId,
      })),
    );
}

/**
 * The form's items become `next`, in that order: those with an id of the form are updated, the
 * others added, and the form's items left out are retired (their answers keep pointing at them).
 * Returns false when an id is not an item in use of this form.
 */
export async function setItems(
  ctx: ShopContext,
  formId: number,
  next: readonly { id?: number; label: string; kind: string; required: boolean }[],
): Promise<boolean> {
  const current = new Set((await itemsOf(ctx, [formId])).map((i) => i.id));
  const kept = next.filter((i) => i.id !== undefined).map((i) => i.id!);
  if (kept.some((id) => !current.has(id)) || new Set(kept).size !== kept.length) return false;
  await ctx.db
    .update(items)
    .set({ retired: true })
    .where(
      and(
        eq(items.shopId, ctx.shopId),
        eq(items.formId, formId),
        kept.length > 0 ? notInArray(items.id, kept) : undefined,
      ),
    );
  for (const [position, item] of next.entries()) {
    const values = { label: item.label, kind: item.kind, required: item.required, position };
    if (item.id !== undefined)
      await ctx.db
        .update(items)
        .set(values)
        .where(and(eq(items.shopId, ctx.shopId), eq(items.id, item.id)));
    else await ctx.db.insert(items).values({ ...values, shopId: ctx.shopId, formId });
  }
  return true;
}
