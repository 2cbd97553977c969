import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconAlertTriangle,
  IconCheck,
  IconHelpCircle,
  IconInfoCircle,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type AppModalType = 'success' | 'error' | 'warning' | 'confirm' | 'info';

export type AppModalOptions = {
  type: AppModalType;
  title: string;
  message: ReactNode;
  /** Backdrop click, Escape and the close button dismiss it only when true (default true). */
  dismissible?: boolean;
  onConfirm?: () => void;
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
};

/** Spec 1 sections 4 and 9: modals fade in and close after a 300 ms transition. */
export const MODAL_TRANSITION_MS = 300;
/** Spec 1 section 9: the modal backdrop layer. */
export const MODAL_Z_INDEX = 1050;

const ICONS: Record<AppModalType, { color: string; icon: ReactNode }> = {
  success: { color: 'green', icon: <IconCheck size={20} aria-hidden /> },
  error: { color: 'red', icon: <IconX size={20} aria-hidden /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={20} aria-hidden /> },
  confirm: { color: 'blue', icon: <IconHelpCircle size={20} aria-hidden /> },
  info: { color: 'blue', icon: <IconInfoCircle size={20} aria-hidden /> },
};

const common = (dismissible: boolean) => ({
  centered: true,
  zIndex: MODAL_Z_INDEX,
  closeOnClickOutside: dismissible,
  closeOnEscape: dismissible,
  withCloseButton: dismissible,
  transitionProps: { transition: 'fade' as const, duration: MODAL_TRANSITION_MS },
  overlayProps: { backgroundOpacity: 0.5 },
});

function Body({ type, message }: { type: AppModalType; message: ReactNode }) {
  const { color, icon } = ICONS[type];
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon color={color} variant="light" radius="xl" size="lg">
        {icon}
      </ThemeIcon>
      {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
    </Group>
  );
}

/**
 * Opens a modal of one of the five types. 'confirm' has Cancel and Confirm; the others have OK.
 * Returns the modal id.
 */
export function openAppModal(options: AppModalOptions): string {
  const { type, title, message, dismissible = true, onConfirm, onCancel } = options;
  if (type === 'confirm') {
    return modals.openConfirmModal({
      ...common(dismissible),
      title,
      children: <Body type={type} message={message} />,
      labels: {
        confirm: options.confirmLabel ?? 'Confirm',
        cancel: options.cancelLabel ?? 'Cancel',
      },
      onConfirm,
      onCancel,
    });
  }
  const id = `app-modal-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  modals.open({
    ...common(dismissible),
    modalId: id,
    title,
    onClose: onCancel,
    children: (
      <Stack>
        <Body type={type} message={message} />
        <Group justify="flex-end">
          <Button
            onClick={() => {
              onConfirm?.();
              modals.close(id);
            }}
          >
            {options.confirmLabel ?? 'OK'}
          </Button>
        </Group>
      </Stack>
    ),
  });
  return id;
}
