import { loanersSection } from './loaners';
import { receivablesSection } from './receivables';
import type { BenchData } from './seed';
import { utilisationSection } from './utilisation';
import { importSection } from './vehicle-import';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;

/**
 * The sections measured on their own data (BENCH_ONLY=loaners, receivables, utilisation,
 * import), each seeded with the tenant walls lifted (`walled`). The receivables section checks
 * BENCH_ONLY itself.
 */
export async function moreSections(
  base: string,
  raw: Raw,
  data: BenchData,
  walled: <T>(seed: () => Promise<T>) => Promise<T>,
) {
  const only = process.env.BENCH_ONLY ?? '';
  if ('loaners'.includes(only)) await loanersSection(base, raw, data, walled);
  await receivablesSection(base, raw, data, walled);
  if ('utilisation'.includes(only)) await utilisationSection(base, raw, data, walled);
  if ('import'.includes(only)) await importSection(base, raw, data, walled);
}
