import {
  SERVICE_MESSAGES,
  type ServiceRecord,
  type ServiceRecordListQuery,
  type serviceRecordCreateSchema,
} from '@fleetdesk/contract/service';
import type { z } from 'zod';
import { fieldError } from '../../platform/errors';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { shopDayOf } from '../../platform/shop-day';
import { recordEvent } from '../../platform/events';
import { recordAudit } from '../audit';
import { fitOfReading, readingMoment, recordReading } from '../mileage';
import { pageWindow } from '../../platform/pagination';
import { presentServiceRecord } from './service.presenter';
import * as repo from './service.repository';
import { findVendor } from './vendors.repository';
import { resolveIssuesByRecord } from '../issues';
import { reachVehicle, type VehicleRef } from '../vehicles';
import { closeSchedulesByRecord } from './maintenance.service';

export async function listServiceRecords(ctx: ShopContext, query: ServiceRecordListQuery) {
  let vehicleId: number | undefined;
  if (query.vehicle) {
    vehicleId = (await reachVehicle(ctx, query.vehicle)).id;
  }
  const { count, results } = await repo.listServiceRecords(ctx, {
    vehicleId,
    ...pageWindow(query),
  });
  return { count, results: results.map(presentServiceRecord) };
}

/**
 * Saves a service record. A mileage at service above the vehicle's current mileage is also
 * logged as a reading (source service) in the same transaction; a lower one is only kept on
 * the record, since the odometer history must not go backwards without a confirmed correction.
 */
/**
 * The record's odometer as a reading dated on the service's day (a service typed in later must
 * not bend the trend), when it fits the readings around that day; a service booked ahead, or a
 * reading at odds with its neighbours, logs none.
 */
async function logServiceReading(
  tx: ShopContext,
  vehicle: VehicleRef,
  mileage: number | null,
  body: { service_date: string; description: string },
) {
  if (mileage === null || body.service_date > shopDayOf(tx.timeZone, new Date())) return;
  const moment = readingMoment(tx, { day: body.service_date });
  const { misfit, newest } = await fitOfReading(tx, vehicle, mileage, moment);
  // A service of today at the current mileage adds nothing the log does not already say.
  if (misfit !== null || (newest && mileage === vehicle.currentMileage)) return;
  await recordReading(
    tx,
    vehicle,
    {
      mileage,
      source: 'service',
      notes: `Service on ${body.service_date}: ${body.description}`.slice(0, 5000),
      isCorrection: false,
    },
    { at: moment.at, newest },
  );
}

export async function createServiceRecord(
  ctx: ShopContext,
  body: z.output<typeof serviceRecordCreateSchema>,
): Promise<ServiceRecord> {
  return inTransaction(ctx, async (tx) => {
    const vehicle = await reachVehicle(tx, body.vehicle, { forUpdate: true });
    if (!(await findVendor(tx, body.vendor_id)))
      throw fieldError('vendor_id', SERVICE_MESSAGES.vendorInvalid);
    const id = await repo.insertServiceRecord(tx, {
      vehicleId: vehicle.id,
      vendorId: body.vendor_id,
      serviceDate: body.service_date,
      serviceType: body.service_type,
      amount: body.amount,
      description: body.description,
      mileageAtService: body.mileage_at_service ?? null,
      partsCost: body.parts_cost ?? null,
      laborCost: body.labor_cost ?? null,
      invoiceNumber: body.invoice_number,
      nextServiceDate: body.next_service_date ?? null,
      nextServiceMileage: body.next_service_mileage ?? null,
      createdBy: tx.userId,
    });
    const mileage = body.mileage_at_service ?? null;
    await logServiceReading(tx, vehicle, mileage, body);
    // Each schedule it names starts again from the record's date and mileage (the vehicle's
    // current one when the record has none).
    await closeSchedulesByRecord(tx, vehicle.id, body.schedules, {
      on: body.service_date,
      mileage: mileage ?? vehicle.currentMileage,
    });
    // The issues it names are resolved by it (open issues of this vehicle, else a 400).
    await resolveIssuesByRecord(tx, vehicle.id, body.issues, { id, description: body.description });
    const created = presentServiceRecord((await repo.findServiceRecord(tx, id))!);
    await recordAudit(tx, {
      entity: 'service_record',
      entityId: id,
      action: 'create',
      vehicleIds: [vehicle.id],
      after: created,
    });
    await recordEvent(tx, 'service.saved', { vin: vehicle.vin, record: created });
    return created;
  });
}
