import type { SwapWrite } from '@fleetdesk/contract/loaner-agreements';
import { LOANER_MESSAGES } from '@fleetdesk/contract/loaners';
import { fieldError } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import * as repo from './loaners.agreements.repository';
import { holdingPeriod, lendableVehicle, type LoanerDeps } from './loaners.agreements.service';
import { transition } from './loaners.lifecycle.service';
import { checkOdometer, checkOdometerIn, logReading } from './loaners.readings';
import * as segmentsRepo from './loaners.segments.repository';

/**
 * Changing the loaner mid-rental (docs/api.md "Loaner swap"): the car out is read in and
 * kept as a closed segment; the agreement's own columns take the new car and its readings out.
 * One agreement still: its days run on from the check-out; check-in adds up the miles and fuel
 * of every car. All in the request's transaction: a refused swap changes nothing.
 */
export function swapLoaner(ctx: ShopContext, deps: LoanerDeps, id: number, body: SwapWrite) {
  return transition(
    ctx,
    deps,
    id,
    'out',
    LOANER_MESSAGES.notOutForSwap,
    async (a, current, before) => {
      const next = await lendableVehicle(ctx, body.vehicle, { forUpdate: true });
      if (next.id === current.id) throw fieldError('vehicle', LOANER_MESSAGES.sameLoaner);
      // The car coming back: read as at check-in, against its own reading out.
      const out = before.segments.at(-1)!;
      checkOdometerIn(ctx, a, current, before, body);
      // The car going out: read as at check-out, against its own latest reading.
      checkOdometer(ctx, 'odometer_out', next, {
        reading: body.odometer_out,
        confirmed: body.odometer_confirmed,
        last:
          next.currentMileage === null
            ? null
            : {
                reading: next.currentMileage,
                recorded_on: await segmentsRepo.lastReadingOn(ctx, next.id),
              },
      });
      const at = new Date();
      // The exclusion constraint holds the new car to the agreement's period: a 409 naming the
      // agreement it is booked by.
      await holdingPeriod(
        ctx,
        {
          vehicleId: next.id,
          startsAt: a.startsAt.toISOString(),
          dueAt: a.dueAt.toISOString(),
          exceptId: id,
        },
        (tx) =>
          repo.updateAgreement(tx, id, {
            vehicleId: next.id,
            swappedAt: at,
            odometerOut: body.odometer_out,
            fuelOut: body.fuel_out,
          }),
      );
      await segmentsRepo.insertSegment(ctx, {
        agreementId: id,
        vehicleId: current.id,
        checkedOutAt: new Date(out.checked_out_at ?? a.startsAt),
        odometerOut: a.odometerOut ?? body.odometer_in,
        fuelOut: a.fuelOut ?? body.fuel_in,
        checkedInAt: at,
        odometerIn: body.odometer_in,
        fuelIn: body.fuel_in,
      });
      // The new car's condition as it goes out: marks of the `out` stage, as check-out makes.
      await repo.insertDamage(
        ctx,
        body.damage.map((d) => ({ ...d, note: d.note ?? '', agreementId: id, stage: 'out' })),
      );
      await logReading(ctx, current, body.odometer_in, `Swap on ${a.number}`);
      await logReading(ctx, next, body.odometer_out, `Swap on ${a.number}`);
      return { swapped: { from: current.vin, to: next.vin } };
    },
  );
}
