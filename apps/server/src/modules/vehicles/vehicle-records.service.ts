import type { ShopContext } from '../../platform/request-context';
import * as repo from './vehicles.repository';

/**
 * What the record modules keep on the vehicle row itself: the latest mileage reading (mileage),
 * the latest registration expiry (registrations) and the latest insurance end (insurance),
 * which the list's status and the detail read without joining the records.
 */
export const recordCurrentMileage = (ctx: ShopContext, vehicleId: number, mileage: number | null) =>
  repo.setCurrentMileage(ctx, vehicleId, mileage);

/** Several vehicles' current mileage in one statement (a fuel-card import). */
export const recordCurrentMileages = (
  ctx: ShopContext,
  readings: readonly { vehicleId: number; mileage: number }[],
) => repo.setCurrentMileages(ctx, readings);

export const recordRegistrationExpiry = (
  ctx: ShopContext,
  vehicleId: number,
  expiresOn: string | null,
) => repo.setStatusDates(ctx, vehicleId, { registrationExpiresOn: expiresOn });

export const recordInsuranceEnd = (ctx: ShopContext, vehicleId: number, endsOn: string | null) =>
  repo.setStatusDates(ctx, vehicleId, { insuranceEndsOn: endsOn });

/** Several vehicles' insurance ends in one statement (a bulk renewal). */
export const recordInsuranceEnds = (
  ctx: ShopContext,
  ends: readonly { vehicleId: number; endsOn: string | null }[],
) => repo.setInsuranceEnds(ctx, ends);
