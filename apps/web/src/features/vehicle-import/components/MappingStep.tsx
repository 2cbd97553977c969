import type { ImportField } from '@fleetdesk/contract/vehicle-import';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { MappingTable } from './MappingTable';

type Props<F extends string> = {
  /** What the columns may hold, in the import's words. */
  help: string;
  columns: readonly string[];
  mapping: Record<string, F>;
  onChange: (mapping: Record<string, F>) => void;
  busy: boolean;
  /** The mapping differs from the one the rows were checked with: Check again shows. */
  changed: boolean;
  onCheckAgain: () => void;
  fields?: readonly F[];
  labels?: Record<F, string>;
};

/** The Columns step of an import screen: each column's field, and Check again once changed. */
export function MappingStep<F extends string = ImportField>({
  help,
  busy,
  changed,
  onCheckAgain,
  ...table
}: Props<F>) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Columns
        </Title>
        <Text size="sm" c="dimmed">
          {help}
        </Text>
        <MappingTable {...table} disabled={busy} />
        {changed && (
          <Group justify="flex-end">
            <Button
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={onCheckAgain}
              loading={busy}
            >
              Check again
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
