import {
  INSPECTION_MESSAGES,
  unansweredRequired,
  type Inspection,
  type inspectionCreateSchema,
} from '@fleetdesk/contract/inspections';
import type { PaginationQuery } from '@fleetdesk/contract/common';
import type { z } from 'zod';
import type { Config } from '../../config';
import { fieldError, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events';
import { pageWindow } from '../../platform/pagination';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import { issuesOfInspections, openIssuesOfInspection, photoLinkFor } from '../issues';
import { signaturePng } from '../loaners';
import { fitOfReading, readingMoment, recordReading } from '../mileage';
import { reachVehicle, type VehicleRef } from '../vehicles';
import * as formsRepo from './inspections.forms.repository';
import { reachForm } from './inspections.forms.service';
import { presentInspection } from './inspections.presenter';
import * as repo from './inspections.repository';

type Create = z.output<typeof inspectionCreateSchema>;
type Answer = Create['results'][number];

/** Inspections as the API shows them: answers, and the issues their failures opened. */
async function presentAll(ctx: ShopContext, config: Config, rows: readonly repo.InspectionRow[]) {
  const ids = rows.map((r) => r.id);
  const [answers, opened] = await Promise.all([
    repo.resultsOf(ctx, ids),
    issuesOfInspections(ctx, ids),
  ]);
  const link = photoLinkFor(config, ctx);
  return rows.map((row) =>
    presentInspection(
      row,
      answers.filter((a) => a.inspectionId === row.id),
      opened.get(row.id) ?? [],
      link,
    ),
  );
}

export async function listInspections(
  ctx: ShopContext,
  config: Config,
  query: PaginationQuery & { vehicle?: string },
) {
  const vehicleId = query.vehicle ? (await reachVehicle(ctx, query.vehicle)).id : undefined;
  const { count, results } = await repo.listInspections(ctx, { vehicleId, ...pageWindow(query) });
  return { count, results: await presentAll(ctx, config, results) };
}

/** The inspection as this member may see it (a hidden vehicle's is a 404, as another shop's). */
export async function reachInspection(ctx: ShopContext, id: number) {
  const row = await repo.findInspection(ctx, id);
  if (!row) throw notFound(INSPECTION_MESSAGES.notFound);
  await reachVehicle(ctx, { id: row.vehicleId }, { message: INSPECTION_MESSAGES.notFound });
  return row;
}

export async function getInspection(ctx: ShopContext, config: Config, id: number) {
  const [inspection] = await presentAll(ctx, config, [await reachInspection(ctx, id)]);
  return inspection!;
}

/**
 * The answers checked against the form: every answer names an item of it, a pass or fail only
 * for pass/fail items, a number for number items, photos uploaded for this vehicle; every
 * required item answered (the 400 names them).
 */
async function checkedAnswers(
  tx: ShopContext,
  vehicle: VehicleRef,
  items: readonly formsRepo.ItemRow[],
  answers: readonly Answer[],
) {
  const byId = new Map(items.map((i) => [i.id, i]));
  const seen = new Set<number>();
  for (const a of answers) {
    const item = byId.get(a.item);
    if (!item || seen.has(a.item)) throw fieldError('results', INSPECTION_MESSAGES.itemUnknown);
    seen.add(a.item);
    if (a.passed !== null && item.kind !== 'pass_fail')
      throw fieldError('results', INSPECTION_MESSAGES.answerOfKind(item.label));
    if (item.kind === 'number' && a.value.trim() !== '' && !Number.isFinite(Number(a.value)))
      throw fieldError('results', INSPECTION_MESSAGES.numberInvalid(item.label));
  }
  const missing = unansweredRequired(items, answers);
  if (missing.length > 0)
    throw fieldError('results', INSPECTION_MESSAGES.requiredUnanswered(missing));
  const photos = answers.flatMap((a) => (a.photo === null ? [] : [a.photo]));
  const found = await repo.documentsOfVehicle(tx, vehicle.id, photos);
  if (photos.some((id) => !found.has(id)))
    throw fieldError('results', INSPECTION_MESSAGES.photoInvalid);
  return answers.map((a) => ({ ...a, item: byId.get(a.item)! }));
}

/** The odometer read at the inspection, as a reading (source inspection) when it fits the log. */
async function logOdometer(
  tx: ShopContext,
  vehicle: VehicleRef,
  odometer: number,
  formName: string,
) {
  const moment = readingMoment(tx, undefined);
  const { misfit, newest } = await fitOfReading(tx, vehicle, odometer, moment);
  if (misfit !== null) throw fieldError('odometer', misfit);
  if (newest && odometer === vehicle.currentMileage) return;
  await recordReading(
    tx,
    vehicle,
    {
      mileage: odometer,
      source: 'inspection',
      notes: `${formName} inspection`,
      isCorrection: false,
    },
    { at: moment.at, newest },
  );
}

/**
 * Saves a signed inspection: its answers, the odometer as a reading, and an issue for each
 * failed pass/fail item (with its note and photo), all in one transaction.
 */
export async function createInspection(
  ctx: ShopContext,
  config: Config,
  body: Create,
): Promise<Inspection> {
  // The signature's header is read before anything is written (a 400 of its own).
  if (body.signature) signaturePng(body.signature);
  return inTransaction(ctx, async (tx) => {
    const vehicle = await reachVehicle(tx, body.vehicle, { forUpdate: true });
    const form = await reachForm(tx, body.form).catch(() => {
      throw fieldError('form', INSPECTION_MESSAGES.formNotFound);
    });
    const [items, types, vehicleTypes] = await Promise.all([
      formsRepo.itemsOf(tx, [form.id]),
      formsRepo.typesOf(tx, [form.id]),
      formsRepo.vehicleTypeIdsOf(tx, vehicle.id),
    ]);
    if (types.length > 0 && !types.some((t) => vehicleTypes.includes(t.typeId)))
      throw fieldError('form', INSPECTION_MESSAGES.formNotForVehicle);
    const answers = await checkedAnswers(tx, vehicle, items, body.results);
    if (body.odometer !== null) await logOdometer(tx, vehicle, body.odometer, form.name);
    const id = await repo.insertInspection(
      tx,
      {
        formId: form.id,
        vehicleId: vehicle.id,
        odometer: body.odometer,
        signedName: body.signed_name,
        signature: body.signature ?? null,
      },
      answers.map((a) => ({
        itemId: a.item.id,
        passed: a.passed,
        value: a.value,
        note: a.note,
        photoDocumentId: a.photo,
      })),
    );
    const failed = answers.filter((a) => a.item.kind === 'pass_fail' && a.passed === false);
    await openIssuesOfInspection(
      tx,
      config,
      { id, vehicleId: vehicle.id, formName: form.name },
      failed.map((a) => ({ label: a.item.label, note: a.note, photoDocumentId: a.photo })),
    );
    const created = await getInspection(tx, config, id);
    const image = { ...created, results: created.results.map(({ photo_url: _u, ...r }) => r) };
    await recordAudit(tx, {
      entity: 'inspection',
      entityId: id,
      action: 'create',
      vehicleIds: [vehicle.id],
      after: image,
    });
    await recordEvent(tx, 'inspection.saved', { vin: vehicle.vin, record: image });
    return created;
  });
}
