import {
  ActionIcon,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type CardProps = {
  widgetId: string;
  title: string;
  icon?: ReactNode;
  onHide: () => void;
  hiding: boolean;
  children: ReactNode;
};

/** One widget on the dashboard: its title, a labelled hide button, and its body. */
export function WidgetCard({ widgetId, title, icon, onHide, hiding, children }: CardProps) {
  const titleId = `widget-${widgetId}-title`;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      h="100%"
      component="section"
      aria-labelledby={titleId}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
        </Group>
        <Tooltip label={`Hide ${title}`}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Hide ${title}`}
            onClick={onHide}
            loading={hiding}
          >
            <IconEyeOff size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {children}
    </Card>
  );
}

/**
 * A widget body's three states: loading, its own error text with Retry, or the data. While
 * loading it keeps about the room its data will take (`reserve`, px): on a phone the widgets are
 * stacked, and each that grew on arrival pushed every one below it down the screen.
 */
export function WidgetBody<T>({
  query,
  errorText,
  reserve,
  children,
}: {
  query: UseQueryResult<T>;
  errorText: string;
  reserve: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <Stack gap="xs" aria-busy="true" mih={reserve}>
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
        <Skeleton height={60} />
      </Stack>
    );
  if (query.isError)
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="red" role="alert">
          {errorText}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Stack>
    );
  return <>{children(query.data)}</>;
}

/** A labelled figure: the label small, the value large. */
export function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </div>
  );
}
