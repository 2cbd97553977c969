import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { LOANER_MESSAGES } from '@fleetdesk/contract/loaners';
import { MILEAGE_MESSAGES } from '@fleetdesk/contract/mileage';
import { odometerJump } from '@fleetdesk/contract/rules/odometer-jump';
import { fieldError } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import { shopDayOf } from '../../platform/shop-day';
import { recordReading } from '../mileage';
import type { VehicleRef } from '../vehicles';
import type * as repo from './loaners.agreements.repository';

/* The odometer read at the car (check-out, check-in, a change of loaner): checked, then logged. */

/**
 * An odometer reading may not go below the vehicle's latest; one far beyond it (more than 5,000
 * mi a day since) is refused unless the body confirms it, as the mileage log asks a lower one.
 */
export function checkOdometer(
  ctx: ShopContext,
  field: string,
  vehicle: VehicleRef,
  sent: { reading: number; confirmed: boolean; last: Agreement['last_odometer'] },
) {
  if (vehicle.currentMileage !== null && sent.reading < vehicle.currentMileage)
    throw fieldError(field, LOANER_MESSAGES.odometerBelowLatest(vehicle.currentMileage));
  const jump = odometerJump(sent.last, sent.reading, shopDayOf(ctx.timeZone, new Date()));
  if (jump && !sent.confirmed)
    throw fieldError(
      field,
      MILEAGE_MESSAGES.farBeyond(sent.reading, sent.last!.reading, jump.days),
    );
}

/** The car coming back (check-in, or a change of loaner): not below its reading out, nor its latest. */
export function checkOdometerIn(
  ctx: ShopContext,
  a: repo.AgreementRow['agreement'],
  vehicle: VehicleRef,
  before: Agreement,
  sent: { odometer_in: number; odometer_confirmed: boolean },
) {
  if (a.odometerOut !== null && sent.odometer_in < a.odometerOut)
    throw fieldError('odometer_in', LOANER_MESSAGES.odometerBelowOut(a.odometerOut));
  checkOdometer(ctx, 'odometer_in', vehicle, {
    reading: sent.odometer_in,
    confirmed: sent.odometer_confirmed,
    last: before.last_odometer,
  });
}

/** The reading at the car, logged as a rental reading (it becomes the vehicle's mileage). */
export const logReading = (ctx: ShopContext, vehicle: VehicleRef, mileage: number, notes: string) =>
  recordReading(ctx, vehicle, { mileage, source: 'rental', notes, isCorrection: false });
