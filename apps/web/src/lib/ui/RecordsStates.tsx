import { Alert, Button, Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Skeleton rows while a records list loads. */
export function RecordsLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={32} radius="sm" />
      ))}
    </Stack>
  );
}

/** A failed load with a retry. */
export function RecordsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={message}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** The empty state of a records list. */
export function RecordsEmpty({ title, description }: { title: string; description?: string }) {
  return (
    <Center py="xl">
      <Stack gap={4} align="center">
        <Text fw={600}>{title}</Text>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
    </Center>
  );
}

type LoadMoreProps = {
  shown: number;
  total: number;
  noun: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
};

/** 'Showing X of N' and a Load more button while pages remain. */
export function RecordsLoadMore({
  shown,
  total,
  noun,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: LoadMoreProps) {
  // Everything is on screen: nothing to say.
  if (!hasNextPage && shown >= total) return null;
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {`Showing ${shown} of ${total} ${noun}`}
      </Text>
      {hasNextPage && (
        <Button variant="default" size="xs" onClick={onLoadMore} loading={isFetchingNextPage}>
          Load more
        </Button>
      )}
    </Group>
  );
}
