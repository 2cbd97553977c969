import { fuelImportSection } from './fuel-import';
import { loanersSection } from './loaners';
import { receivablesSection } from './receivables';
import type { BenchData } from './seed';
import { utilisationSection } from './utilisation';
import { importSection } from './vehicle-import';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;

/**
 * The sections measured on their own data (BENCH_ONLY=loaners, receivables, utilisation,
 * import, fuel-import; loaner-money: receivables and utilisation), each seeded with the tenant walls lifted
 * (`walled`).
 */
export async function moreSections(
  base: string,
  raw: Raw,
  data: BenchData,
  walled: <T>(seed: () => Promise<T>) => Promise<T>,
) {
  const only = process.env.BENCH_ONLY ?? '';
  // loaner-money: both reports of issue 36 in one run.
  const money = only === 'loaner-money';
  if ('loaners'.includes(only)) await loanersSection(base, raw, data, walled);
  if (money || 'receivables'.includes(only)) await receivablesSection(base, raw, data, walled);
  if (money || 'utilisation'.includes(only)) await utilisationSection(base, raw, data, walled);
  if (only === '' || only === 'import') await importSection(base, raw, data, walled);
  if ('fuel-import'.includes(only)) await fuelImportSection(base, raw, data, walled);
}
