/**
 * Toasts are raised by a `showToast` CustomEvent on window (spec 1 section 2), so any code,
 * even outside React, can raise one. <ToastListener/> renders them.
 */
export const SHOW_TOAST_EVENT = 'showToast';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export type ToastPosition = 'top-right' | 'bottom-right';

export type ToastDetail = {
  type: ToastType;
  title: string;
  message: string;
  /** Milliseconds; 0 or less keeps the toast open until closed. Default 5000. */
  duration?: number;
  position?: ToastPosition;
  /** Raising a toast with an id that is already shown replaces it instead of stacking. */
  id?: string;
};

export const DEFAULT_TOAST_DURATION = 5000;
export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-right';

export function showToast(detail: ToastDetail): void {
  window.dispatchEvent(new CustomEvent<ToastDetail>(SHOW_TOAST_EVENT, { detail }));
}

export function isToastDetail(value: unknown): value is ToastDetail {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (record.type === 'success' ||
      record.type === 'error' ||
      record.type === 'warning' ||
      record.type === 'info') &&
    typeof record.title === 'string' &&
    typeof record.message === 'string'
  );
}
