/**
 * At most `max` pieces of work at once in this process; the rest wait their turn, first come
 * first served. The exports' pages go through one (financing.export.repository.ts): on PGlite's
 * one connection, a burst of exports then queues here, not ahead of every other request's
 * statements.
 */
export function inFlightLimit(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (active < max) active++;
    // A finishing piece hands its place straight to the next in line (active stays as it is).
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
