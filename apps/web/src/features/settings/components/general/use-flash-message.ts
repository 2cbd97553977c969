import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 1 sections 4 and 9: the profile and navigation success messages last 3 seconds. */
export const SUCCESS_MESSAGE_MS = 3000;

/** A message shown for `ms`, then cleared; showing another restarts the clock. */
export function useFlashMessage(ms = SUCCESS_MESSAGE_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string) => {
      window.clearTimeout(timer.current);
      setMessage(text);
      timer.current = window.setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setMessage(null);
  }, []);
  return { message, show, clear };
}
