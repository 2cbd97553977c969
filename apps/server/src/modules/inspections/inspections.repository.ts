import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { documents } from '../documents';
import { userDisplayNameOf, vehicles, visibleVehicleRecords } from '../vehicles';
import {
  inspectionFormItems as items,
  inspectionForms as forms,
  inspectionResults as results,
  inspections,
} from './inspections.tables';

const columns = {
  id: inspections.id,
  formId: inspections.formId,
  formName: forms.name,
  vehicleId: inspections.vehicleId,
  vehicle: vehicles.vin,
  vehicleDescription: vehicles.description,
  licensePlate: vehicles.licensePlate,
  odometer: inspections.odometer,
  performedAt: inspections.performedAt,
  performedBy: userDisplayNameOf(inspections.performedBy),
  signedName: inspections.signedName,
  signed: sql<boolean>`${inspections.signature} is not null`,
};

export type InspectionRow = Awaited<ReturnType<typeof listInspections>>['results'][number];

const withNames = (ctx: ShopContext) =>
  ctx.db
    .select(columns)
    .from(inspections)
    .innerJoin(
      vehicles,
      and(eq(vehicles.shopId, inspections.shopId), eq(vehicles.id, inspections.vehicleId)),
    )
    .innerJoin(forms, and(eq(forms.shopId, inspections.shopId), eq(forms.id, inspections.formId)));

/** The shop's inspections (of vehicles this member may see), newest first. */
export async function listInspections(
  ctx: ShopContext,
  filter: { vehicleId?: number; limit: number; offset: number },
) {
  const where = and(
    eq(inspections.shopId, ctx.shopId),
    filter.vehicleId === undefined ? undefined : eq(inspections.vehicleId, filter.vehicleId),
    visibleVehicleRecords(ctx, inspections.vehicleId),
  );
  const [rows, [total]] = await Promise.all([
    withNames(ctx)
      .where(where)
      .orderBy(desc(inspections.performedAt), desc(inspections.id))
      .limit(filter.limit)
      .offset(filter.offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(inspections)
      .where(where),
  ]);
  return { count: total?.n ?? 0, results: rows };
}

export async function findInspection(ctx: ShopContext, id: number) {
  const [row] = await withNames(ctx).where(
    and(eq(inspections.shopId, ctx.shopId), eq(inspections.id, id)),
  );
  return row ?? null;
}

export async function signatureOf(ctx: ShopContext, id: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ signature: inspections.signature })
    .from(inspections)
    .where(and(eq(inspections.shopId, ctx.shopId), eq(inspections.id, id)));
  return row?.signature ?? null;
}

export type ResultRow = Awaited<ReturnType<typeof resultsOf>>[number];

/** The answers of these inspections, in their form's order (retired items too). */
export async function resultsOf(ctx: ShopContext, inspectionIds: readonly number[]) {
  if (inspectionIds.length === 0) return [];
  return ctx.db
    .select({
      inspectionId: results.inspectionId,
      item: results.itemId,
      label: items.label,
      kind: items.kind,
      passed: results.passed,
      value: results.value,
      note: results.note,
      photoDocumentId: results.photoDocumentId,
    })
    .from(results)
    .innerJoin(items, and(eq(items.shopId, results.shopId), eq(items.id, results.itemId)))
    .where(and(eq(results.shopId, ctx.shopId), inArray(results.inspectionId, [...inspectionIds])))
    .orderBy(asc(results.inspectionId), asc(items.position), asc(items.id));
}

export async function insertInspection(
  ctx: ShopContext,
  row: {
    formId: number;
    vehicleId: number;
    odometer: number | null;
    signedName: string;
    signature: string | null;
  },
  answers: readonly {
    itemId: number;
    passed: boolean | null;
    value: string;
    note: string;
    photoDocumentId: number | null;
  }[],
): Promise<number> {
  const [created] = await ctx.db
    .insert(inspections)
    .values({ ...row, shopId: ctx.shopId, performedBy: ctx.userId })
    .returning({ id: inspections.id });
  if (answers.length > 0)
    await ctx.db
      .insert(results)
      .values(answers.map((a) => ({ ...a, shopId: ctx.shopId, inspectionId: created!.id })));
  return created!.id;
}

/** The ids among `ids` of documents of this vehicle (the photos an inspection may take). */
export async function documentsOfVehicle(
  ctx: ShopContext,
  vehicleId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.shopId, ctx.shopId),
        eq(documents.vehicleId, vehicleId),
        inArray(documents.id, [...ids]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
