import type { FastifyInstance } from 'fastify';
import { localIsoDate } from '@fleetdesk/contract/rules/registration-expiry';

export type DailySchedule = {
  /** Local hour (the server's time zone) from which the day's run is due; null: never. */
  hour: number | null;
  /** The day's run; expected to do nothing when it already ran that day (a lease). */
  runDay(day: string): Promise<void>;
  /** Work to repeat on every tick (retrying the outbox). */
  everyTick?(): Promise<void>;
  onError(err: unknown): void;
  tickMs?: number;
  now?: () => Date;
};

/**
 * An in-process schedule (docs/architecture.md: jobs): each tick, once the hour has come, asks for
 * the day's run, so a server started after the hour still runs that day's job. Which instance
 * actually runs it is decided in the database (platform/jobs/lease.ts). Returns `stop`.
 */
export function scheduleDaily(schedule: DailySchedule): () => void {
  const now = schedule.now ?? (() => new Date());
  return scheduleTicks({
    tickMs: schedule.tickMs,
    onError: schedule.onError,
    async tick() {
      const at = now();
      if (schedule.hour !== null && at.getHours() >= schedule.hour)
        await schedule.runDay(localIsoDate(at));
      await schedule.everyTick?.();
    },
  });
}

/**
 * Work repeated every `tickMs` (a minute), first 5 seconds after the start (sooner for a shorter tick); a tick still running
 * when the next is due is not doubled. Returns `stop`.
 */
export function scheduleTicks(opts: {
  tick(): Promise<void>;
  onError(err: unknown): void;
  tickMs?: number;
}): () => void {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await opts.tick();
    } catch (err) {
      opts.onError(err);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), opts.tickMs ?? 60_000);
  timer.unref();
  const first = setTimeout(() => void tick(), Math.min(5_000, opts.tickMs ?? 60_000));
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}

/**
 * A background runner's life beside the server's: its ticks start once the app is ready (none
 * when `tickMs` is null) and stop before the app closes, then `stop` ends the work in hand
 * before the server waits for its open requests.
 */
export function tickWhileServing(
  app: Pick<FastifyInstance, 'addHook' | 'log'>,
  runner: { tick(): Promise<void>; stop(): Promise<void>; name: string; tickMs?: number | null },
): void {
  let stopTicks: () => void = () => undefined;
  app.addHook('onReady', async () => {
    if (runner.tickMs === null) return;
    stopTicks = scheduleTicks({
      tickMs: runner.tickMs,
      tick: runner.tick,
      onError: (err) => app.log.error({ err }, `${runner.name} tick failed`),
    });
  });
  app.addHook('preClose', async () => {
    stopTicks();
    await runner.stop();
  });
}
