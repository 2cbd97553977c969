import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { MODAL_Z_INDEX } from '../lib/modals';
import { ToastListener } from '../lib/ToastListener';

/** Spec 1 section 9: toasts sit on layer 1055 (bottom-right on 1080, see global.css). */
export const TOAST_Z_INDEX = 1055;

/**
 * Toast and modal hosts. They live in the signed-in shell (the sign-in screens raise neither), so
 * the sign-in screen does not download them. `modals.open*` and `showToast` reach them through
 * events, so they need not wrap the screens.
 */
export function ShellOverlays() {
  return (
    <>
      <ModalsProvider modalProps={{ centered: true, zIndex: MODAL_Z_INDEX }} />
      <Notifications position="top-right" zIndex={TOAST_Z_INDEX} limit={5} />
      <ToastListener />
    </>
  );
}
