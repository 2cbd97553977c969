import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import {
  DEFAULT_TOAST_DURATION,
  DEFAULT_TOAST_POSITION,
  isToastDetail,
  SHOW_TOAST_EVENT,
  type ToastType,
} from './toast';

const COLORS: Record<ToastType, string> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};

function ToastIcon({ type }: { type: ToastType }) {
  switch (type) {
    case 'success':
      return <IconCheck size={18} aria-hidden />;
    case 'error':
      return <IconX size={18} aria-hidden />;
    case 'warning':
      return <IconAlertTriangle size={18} aria-hidden />;
    default:
      return <IconInfoCircle size={18} aria-hidden />;
  }
}

/** Listens for `showToast` events on window and shows them with @mantine/notifications. */
export function ToastListener() {
  useEffect(() => {
    const handler = (event: Event) => {
      const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
      if (!isToastDetail(detail)) return;
      const duration = detail.duration ?? DEFAULT_TOAST_DURATION;
      const options = {
        title: detail.title,
        message: detail.message,
        color: COLORS[detail.type],
        icon: <ToastIcon type={detail.type} />,
        autoClose: duration > 0 ? duration : false,
        position: detail.position ?? DEFAULT_TOAST_POSITION,
        withCloseButton: true,
        closeButtonProps: { 'aria-label': 'Close notification' },
      } as const;
      // An id already on screen is not shown twice (Mantine ignores the duplicate).
      notifications.show(detail.id === undefined ? options : { id: detail.id, ...options });
    };
    window.addEventListener(SHOW_TOAST_EVENT, handler);
    return () => window.removeEventListener(SHOW_TOAST_EVENT, handler);
  }, []);
  return null;
}
