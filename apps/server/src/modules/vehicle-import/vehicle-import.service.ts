import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  MAX_XLSX_UNPACKED_BYTES,
  guessImportMapping,
  type ImportMapping,
  type ImportReply,
} from '@fleetdesk/contract/vehicle-import';
import { recordImportedReadings } from '../mileage';
import { normaliseVin } from '@fleetdesk/contract/rules/vehicle-rules';
import { fieldError, importRefused, uniqueViolation } from '../../platform/errors';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { readSheet, type SheetRules } from '../../platform/sheet-reader';
import { importReplyOf, mappingOf, recordsOf } from '../../platform/sheet-mapping';
import type { UploadForm } from '../../platform/upload-body';
import { createImportedPolicies } from '../insurance';
import { createImportedRegistrations } from '../registrations';
import { importReferences, insertImportedVehicles } from '../vehicles';
import { checkRows, type ImportedRow } from './vehicle-import.check';
import * as repo from './vehicle-import.repository';

/** A fleet file: at most MAX_IMPORT_ROWS vehicles, refused in the import's words. */
const IMPORT_SHEET: SheetRules = {
  maxRows: MAX_IMPORT_ROWS,
  maxUnpackedBytes: MAX_XLSX_UNPACKED_BYTES,
  messages: IMPORT_MESSAGES,
};

/**
 * Importing a fleet (docs/api.md "Vehicle import"): the file read, its columns mapped, every row
 * checked; a dry run stops there. An import writes every row or none, in the request's
 * transaction: vehicles, then the registrations and policies their rows carry, through their
 * modules, and remembers the mapping for the shop's next file.
 */

async function write(ctx: ShopContext, rows: ImportedRow[], mapping: ImportMapping) {
  await inTransaction(ctx, async (tx) => {
    const ids = await insertImportedVehicles(
      tx,
      rows.map((r) => ({
        vin: r.vin,
        make: r.make,
        model: r.model,
        year: r.year,
        licensePlate: r.license_plate,
        locationId: r.locationId,
        primaryDriverId: r.primaryDriverId,
        currentValue: r.current_value,
        currentMileage: r.current_mileage ?? null,
        typeIds: r.typeIds,
        registrationExpiresOn: r.registration_expiration_date || null,
        insuranceEndsOn: r.insurance_company ? r.policy_end_date : null,
      })),
    );
    await recordImportedReadings(
      tx,
      rows.flatMap((r, i) =>
        r.current_mileage == null ? [] : [{ vehicleId: ids[i]!, mileage: r.current_mileage }],
      ),
    );
    await createImportedRegistrations(
      tx,
      rows.flatMap((r, i) =>
        r.registration_expiration_date
          ? [
              {
                vehicleId: ids[i]!,
                vin: r.vin,
                plateCost: r.registration_plate_cost,
                expirationDate: r.registration_expiration_date,
                lastRenewed: r.registration_last_renewed,
              },
            ]
          : [],
      ),
    );
    await createImportedPolicies(
      tx,
      rows.flatMap((r, i) =>
        r.insurance_company
          ? [
              {
                vehicleId: ids[i]!,
                vin: r.vin,
                insuranceCompany: r.insurance_company,
                policyNumber: r.policy_number,
                premium: r.policy_premium,
                startDate: r.policy_start_date,
                endDate: r.policy_end_date,
              },
            ]
          : [],
      ),
    );
    await repo.rememberMapping(tx, mapping);
  });
}

export async function importVehicles(
  ctx: ShopContext,
  form: UploadForm,
  dryRun: boolean,
): Promise<ImportReply> {
  if (!form.file) throw fieldError('file', IMPORT_MESSAGES.fileRequired);
  const sheet = await readSheet(form.file.data, IMPORT_SHEET);
  const mapping =
    mappingOf(form.fields.mapping, sheet.columns, {
      names: IMPORT_FIELDS,
      labels: IMPORT_FIELD_LABELS,
      words: IMPORT_MESSAGES,
    }) ?? guessImportMapping(sheet.columns, await repo.rememberedMapping(ctx));
  const records = recordsOf(sheet, mapping);
  const refs = await importReferences(ctx, [
    ...new Set(records.map((r) => normaliseVin(r.record.vin ?? '')).filter(Boolean)),
  ]);
  const outcomes = checkRows(records, refs);
  const reply: ImportReply = importReplyOf(outcomes, sheet.columns, mapping);
  if (dryRun) return reply;
  // All or none: a file with an invalid or duplicate row is refused whole, every row's result with it.
  if (reply.counts.created !== reply.counts.total) throw importRefused(reply);
  try {
    await write(
      ctx,
      outcomes.map((o) => o.values!),
      mapping,
    );
  } catch (err) {
    // Another request added one of these VINs since the check: nothing of this file was kept.
    if (uniqueViolation(err)) throw fieldError('file', IMPORT_MESSAGES.importedMeanwhile);
    throw err;
  }
  return reply;
}
