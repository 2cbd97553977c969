import { can, type ShopContext } from '../../platform/request-context';
import { findVehicleRef, type VehicleRef } from './vehicles.repository';

/** An archived vehicle exists, for reading, only to those who may view archived vehicles. */
export function isHidden(ctx: ShopContext, vehicle: { isArchived: boolean }): boolean {
  return vehicle.isArchived && !can(ctx, 'canViewArchived');
}

/** The vehicle by VIN as the user may see it (null for unknown, another shop's or hidden). */
export async function findVisibleVehicleRef(
  ctx: ShopContext,
  vin: string,
): Promise<VehicleRef | null> {
  const vehicle = await findVehicleRef(ctx, vin);
  return vehicle && !isHidden(ctx, vehicle) ? vehicle : null;
}
