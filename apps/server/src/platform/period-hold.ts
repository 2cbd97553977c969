import { conflict, exclusionViolation } from './errors';
import { inTransaction, type ShopContext } from './request-context';

/**
 * Runs a write of a period in a savepoint, under an exclusion constraint that keeps periods
 * apart (a loaner's agreements, a vehicle's drivers): when the constraint refuses it, the 409
 * says `refusal()`, which names the period it met (read after the savepoint rolled back).
 */
export async function holdPeriod<T>(
  ctx: ShopContext,
  write: (tx: ShopContext) => Promise<T>,
  refusal: () => Promise<string>,
): Promise<T> {
  try {
    return await inTransaction(ctx, write);
  } catch (err) {
    if (!exclusionViolation(err)) throw err;
    throw conflict(await refusal());
  }
}
