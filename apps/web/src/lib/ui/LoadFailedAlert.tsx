import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A screen or tab whose data failed to load: the failure as the title, and a Retry button. */
export function LoadFailedAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={title}>
      <Button mt="sm" size="xs" variant="light" color="red" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
