import { fromCents, roundDiv, toCents } from '../money';

/**
 * Fuel arithmetic without floats (issue 34 §2): quantities and prices are decimals with three
 * places, held as whole thousandths (BigInt); totals are money (cents).
 */

const THOUSANDTHS = /^(\d+)(?:\.(\d{0,3}))?$/;

/** "12.5" → 12500n (thousandths); throws on anything else. */
export function toThousandths(value: string): bigint {
  const m = THOUSANDTHS.exec(value.trim());
  if (!m) throw new Error(`Not a decimal with up to 3 places: ${value}`);
  return BigInt(m[1]!) * 1000n + BigInt((m[2] ?? '').padEnd(3, '0'));
}

/** 12500n → "12.500". */
export function fromThousandths(n: bigint): string {
  return `${n / 1000n}.${String(n % 1000n).padStart(3, '0')}`;
}

/** A decimal with `places` places of a / b (half away from zero): `ratio(1n, 3n, 1)` → "0.3". */
export function ratioText(a: bigint, b: bigint, places: number): string {
  const scale = 10n ** BigInt(places);
  const q = roundDiv(a * scale, b);
  if (places === 0) return String(q);
  return `${q / scale}.${String(q % scale).padStart(places, '0')}`;
}

/**
 * The fill's price and total, one computed from the other when only one is given: total =
 * quantity × price rounded to the cent, price = total ÷ quantity rounded to a tenth of a cent.
 * Null when neither is given.
 */
export function completeCost(fill: {
  quantity: string;
  price_per_unit: string | null;
  total_cost: string | null;
}): { price_per_unit: string; total_cost: string } | null {
  const quantity = toThousandths(fill.quantity);
  if (fill.total_cost !== null) {
    const price =
      fill.price_per_unit ??
      (quantity === 0n
        ? null
        : fromThousandths(roundDiv(toCents(fill.total_cost) * 10_000n, quantity)));
    return price === null ? null : { price_per_unit: price, total_cost: fill.total_cost };
  }
  if (fill.price_per_unit === null) return null;
  // thousandths × thousandths are millionths of a dollar: ÷ 10,000 gives cents.
  const cents = roundDiv(quantity * toThousandths(fill.price_per_unit), 10_000n);
  return { price_per_unit: fill.price_per_unit, total_cost: fromCents(cents) };
}

/** A fill as the flags and the economy read it. */
export type FillFacts = {
  id: number;
  date: string;
  odometer: number | null;
  /** Decimal string, three places at most. */
  quantity: string;
  unit: 'gallons' | 'kwh';
  partial_fill: boolean;
  /** Money string. */
  total_cost: string;
};

export const FUEL_FLAGS = ['over_tank', 'same_day', 'mpg_outlier'] as const;
export type FuelFlag = (typeof FUEL_FLAGS)[number];

/** The fewest MPG figures a vehicle needs before one is called far off its median. */
export const MPG_HISTORY_MIN = 4;
/** Far off: below half the vehicle's median MPG, or above one and a half times it. */
export const MPG_LOW = 0.5;
export const MPG_HIGH = 1.5;

/** By odometer, then day, then id: the order miles accrue in. */
const byOdometer = (a: FillFacts, b: FillFacts) =>
  a.odometer! - b.odometer! || a.date.localeCompare(b.date) || a.id - b.id;

/**
 * Miles per gallon of each full fill that closes a stretch: the miles since the previous full
 * fill over the gallons bought after it (partial fills in between count). kWh fills and fills
 * without an odometer are left out.
 */
export function stretchesOf(fills: readonly FillFacts[]) {
  const gallons = fills.filter((f) => f.unit === 'gallons' && f.odometer !== null).sort(byOdometer);
  const stretches: { id: number; miles: number; thousandths: bigint; cents: bigint }[] = [];
  let start: FillFacts | null = null;
  let thousandths = 0n;
  let cents = 0n;
  for (const fill of gallons) {
    if (start !== null) {
      thousandths += toThousandths(fill.quantity);
      cents += toCents(fill.total_cost);
    }
    if (fill.partial_fill) continue;
    if (start !== null && fill.odometer! > start.odometer! && thousandths > 0n)
      stretches.push({ id: fill.id, miles: fill.odometer! - start.odometer!, thousandths, cents });
    start = fill;
    thousandths = 0n;
    cents = 0n;
  }
  return stretches;
}

/** The flags of each fill of one vehicle (by id), from all of its fills and its tank. */
export function flagsOfFills(
  fills: readonly FillFacts[],
  tankCapacity: string | null,
): Map<number, FuelFlag[]> {
  const flags = new Map<number, FuelFlag[]>(fills.map((f) => [f.id, []]));
  const tank = tankCapacity === null ? null : toThousandths(tankCapacity);
  const perDay = new Map<string, number>();
  for (const f of fills) perDay.set(f.date, (perDay.get(f.date) ?? 0) + 1);
  for (const f of fills) {
    if (f.unit === 'gallons' && tank !== null && toThousandths(f.quantity) > tank)
      flags.get(f.id)!.push('over_tank');
    if (perDay.get(f.date)! > 1) flags.get(f.id)!.push('same_day');
  }
  // A ratio of whole numbers is no money: a float is fine to compare MPG against its median.
  const stretches = stretchesOf(fills).map((s) => ({
    id: s.id,
    mpg: (s.miles * 1000) / Number(s.thousandths),
  }));
  if (stretches.length >= MPG_HISTORY_MIN) {
    const sorted = stretches.map((s) => s.mpg).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    for (const s of stretches)
      if (s.mpg < median * MPG_LOW || s.mpg > median * MPG_HIGH)
        flags.get(s.id)!.push('mpg_outlier');
  }
  return flags;
}

/**
 * MPG and fuel cost per mile over some fills (the glance's last 90 days): full fills between
 * odometer readings, miles ÷ the gallons (and cost) of the fills after the first. Null when no
 * stretch closes.
 */
export function fuelEconomy(fills: readonly FillFacts[]): {
  mpg: string | null;
  fuel_cost_per_mile: string | null;
} {
  const stretches = stretchesOf(fills);
  if (stretches.length === 0) return { mpg: null, fuel_cost_per_mile: null };
  let miles = 0n;
  let thousandths = 0n;
  let cents = 0n;
  for (const s of stretches) {
    miles += BigInt(s.miles);
    thousandths += s.thousandths;
    cents += s.cents;
  }
  return {
    mpg: ratioText(miles * 1000n, thousandths, 1),
    fuel_cost_per_mile: ratioText(cents, miles * 100n, 3),
  };
}
