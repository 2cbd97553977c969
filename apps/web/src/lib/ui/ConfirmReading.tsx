import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { openAppModal } from '../modals';

type Props = {
  /** The alert's title: what is odd about the reading. */
  title: string;
  /** What to do about it, beside the button. */
  text: string;
  /** The button's and the confirmation's label. */
  confirmLabel: string;
  /** The confirmation's question and what confirming does. */
  question: { title: string; message: string };
  loading: boolean;
  onConfirm: () => void;
};

/**
 * A reading the server refused as unlikely, offered to be sent again as confirmed after a
 * confirmation: a lower one as a correction (the mileage log), one far beyond the last (the
 * loaner's check-out and check-in). One mechanism for every reading.
 */
export function ConfirmReading({ title, text, confirmLabel, question, loading, onConfirm }: Props) {
  const ask = () =>
    openAppModal({
      type: 'confirm',
      title: question.title,
      message: question.message,
      confirmLabel,
      onConfirm,
    });
  return (
    <Alert variant="default" icon={<IconAlertTriangle size={18} aria-hidden />} title={title}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <span>{text}</span>
        <Button size="xs" variant="filled" onClick={ask} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Alert>
  );
}
