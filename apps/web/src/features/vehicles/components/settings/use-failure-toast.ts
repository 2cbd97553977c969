import { useEffect, useRef } from 'react';
import { showToast } from '../../../../lib/toast';

/**
 * A 'Settings' error toast the first time the settings fail to load; a later failure shows only
 * on the page.
 */
export function useFailureToastOnce(failed: boolean, message: string, id?: string) {
  const toasted = useRef(false);
  useEffect(() => {
    if (failed && !toasted.current) {
      toasted.current = true;
      showToast({ type: 'error', title: 'Settings', message, ...(id ? { id } : {}) });
    }
  }, [failed, message, id]);
}
