import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 section 9: edits are saved 1.5 s after the last one; success shows for 3 s. */
export const AUTOSAVE_DELAY_MS = 1500;
export const SAVED_MESSAGE_MS = 3000;

export type AutosaveStatus = 'pending' | 'saving';

export type AutosaveOptions<V> = {
  /** Saves one queued item; a rejection counts as a failed save of that key. */
  save: (key: string, value: V) => Promise<unknown>;
  /** A save failed (show the error, reload the values). */
  onError: (key: string, error: unknown) => void;
  /** Every item of a flush was saved. */
  onSaved?: () => void;
  delay?: number;
  savedMessageMs?: number;
};

/**
 * Spec 2 section 4, settings edits: each edit queues its key (the latest value wins) and shows
 * Pending; 1.5 s after the last edit the queue is saved, each item showing Saving until done.
 * A flush that saved everything raises `saved` for 3 s; a failure calls onError for its key.
 * Leaving the screen saves what is still queued.
 */
export function useAutosaveQueue<V>(options: AutosaveOptions<V>) {
  const { delay = AUTOSAVE_DELAY_MS, savedMessageMs = SAVED_MESSAGE_MS } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const queue = useRef(new Map<string, V>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const savedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  const [statuses, setStatuses] = useState<Record<string, AutosaveStatus>>({});
  const [saved, setSaved] = useState(false);

  const setStatus = useCallback((key: string, status: AutosaveStatus | null) => {
    if (!mounted.current) return;
    setStatuses((current) => {
      const next = { ...current };
      if (status === null) delete next[key];
      else next[key] = status;
      return next;
    });
  }, []);

  const flush = useCallback(async () => {
    timer.current = null;
    const items = [...queue.current.entries()];
    queue.current.clear();
    if (items.length === 0) return;
    for (const [key] of items) setStatus(key, 'saving');
    let failed = false;
    for (const [key, value] of items) {
      try {
        await latest.current.save(key, value);
      } catch (error) {
        failed = true;
        if (mounted.current) latest.current.onError(key, error);
      }
      // An edit made while saving stays queued (and Pending).
      if (!queue.current.has(key)) setStatus(key, null);
      else setStatus(key, 'pending');
    }
    if (failed || !mounted.current) return;
    latest.current.onSaved?.();
    setSaved(true);
    if (savedTimer.current) clearTimeout(savedTimer.current);
    savedTimer.current = setTimeout(() => {
      if (mounted.current) setSaved(false);
    }, savedMessageMs);
  }, [savedMessageMs, setStatus]);

  const enqueue = useCallback(
    (key: string, value: V) => {
      queue.current.set(key, value);
      setStatus(key, 'pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delay);
    },
    [delay, flush, setStatus],
  );

  /** Drops a queued edit (for instance one that became invalid). */
  const cancel = useCallback(
    (key: string) => {
      queue.current.delete(key);
      setStatus(key, null);
    },
    [setStatus],
  );

  useEffect(() => {
    mounted.current = true;
    const pending = queue.current;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
      if (savedTimer.current) clearTimeout(savedTimer.current);
      for (const [key, value] of pending)
        void latest.current.save(key, value).catch(() => undefined);
      pending.clear();
    };
  }, []);

  return { enqueue, cancel, statuses, saved };
}
