import type { Readable } from 'node:stream';
import {
  VEHICLE_BULK_MESSAGES,
  VEHICLE_EXPORT_MAX_ROWS,
  vehicleExportFileName,
  type VehicleExportQuery,
} from '@fleetdesk/contract/vehicle-bulk';
import { VEHICLE_LIST_COLUMNS, type VehicleListColumn } from '@fleetdesk/contract/vehicle-views';
import { tooLarge } from '../../platform/errors';
import { csvStream, xlsxStream, type ExportColumn } from '../../platform/export-writers';
import type { ShopContext } from '../../platform/request-context';
import { shopToday } from '../../platform/shop-day';
import { listFilterOf, vehiclePage } from './vehicles.list.service';
import { countVehicles } from './vehicles.list.repository';
import type { ListedVehicle } from './vehicles.sql';

/**
 * The vehicle list as a file (issue 24 item 2): every row of the filtered, sorted list, not only
 * the page shown. Read a batch at a time in short transactions of its own while the file is
 * sent (`readApart`), as the financing export is: a slow reader holds no connection.
 */

const EXPORT_BATCH = 1000;

export const VEHICLE_EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

type Row = ListedVehicle;
const text = (key: string, header: string, value: (r: Row) => string | null) =>
  ({ key, header, kind: 'text', value }) satisfies ExportColumn<Row>;

/** The list's columns, and what the list only shows as a badge or a name. */
export const VEHICLE_EXPORT_COLUMNS: ExportColumn<Row>[] = [
  text('vin', 'VIN', (r) => r.vin),
  text('description', 'Vehicle Description', (r) => r.description),
  text('make', 'Make', (r) => r.make),
  text('model', 'Model', (r) => r.model),
  { key: 'year', header: 'Year', kind: 'integer', value: (r) => r.year },
  text('license_plate', 'License Plate', (r) => r.license_plate),
  text('location', 'Location', (r) => r.location_name ?? 'Unassigned'),
  text('primary_driver', 'Primary Driver', (r) => r.primary_driver_name ?? 'Unassigned'),
  text('types', 'Vehicle Types', (r) => r.vehicle_types.map((t) => t.name).join('; ')),
  text('status', 'Status', (r) => r.status),
  { key: 'is_archived', header: 'Archived', kind: 'boolean', value: (r) => r.is_archived },
];

/**
 * The file's columns: those the member shows in the list, in the list's order (a list column and
 * its export column share their key), or all of them.
 */
export const exportColumnsOf = (chosen: readonly VehicleListColumn[] | undefined) =>
  chosen
    ? VEHICLE_LIST_COLUMNS.filter((c) => chosen.includes(c)).map((c) =>
        VEHICLE_EXPORT_COLUMNS.find((column) => column.key === c)!,
      )
    : VEHICLE_EXPORT_COLUMNS;

export type VehicleExportFile = { stream: Readable; fileName: string; contentType: string };

export async function exportVehicles(
  ctx: ShopContext,
  query: VehicleExportQuery,
): Promise<VehicleExportFile> {
  const filter = listFilterOf(ctx, query, { limit: EXPORT_BATCH, offset: 0 });
  const columns = exportColumnsOf(query.columns);
  const { count, atLeast } = await countVehicles(ctx, filter);
  if (atLeast || count > VEHICLE_EXPORT_MAX_ROWS)
    throw tooLarge(VEHICLE_BULK_MESSAGES.exportTooLarge);
  const batches = (async function* () {
    for (let offset = 0; offset < count; offset += EXPORT_BATCH) {
      const rows = await ctx.readApart((db) =>
        vehiclePage({ ...ctx, db, alongside: (read) => read(db) }, { ...filter, offset }),
      );
      if (rows.length === 0) return;
      yield rows;
    }
  })();
  return {
    fileName: vehicleExportFileName(query.format, await shopToday(ctx.db)),
    contentType: VEHICLE_EXPORT_CONTENT_TYPES[query.format],
    stream:
      query.format === 'csv'
        ? csvStream(columns, batches)
        : xlsxStream(columns, batches, 'Vehicles'),
  };
}
