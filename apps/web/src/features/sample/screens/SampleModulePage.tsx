import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { SAMPLE_LOAD_FAILED, useSampleData } from '../api/get-sample-data';
import { CategoryCards } from '../components/CategoryCards';
import { DEMO_ONLY, DemoButton } from '../components/DemoButton';
import { RecentItemsTable } from '../components/RecentItemsTable';

/** The sample module page at /sample-module: a demonstration of a module in the shell. */
export default function SampleModulePage() {
  const data = useSampleData();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap="xs">
          <Title order={1}>Sample Module</Title>
          <Text c="dimmed">A demonstration of how a module plugs into the platform shell.</Text>
        </Stack>
        <Group gap="xs">
          <DemoButton>Add Item</DemoButton>
          <DemoButton variant="default">Export</DemoButton>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {DEMO_ONLY}: this page's buttons do nothing by design.
      </Text>
      {data.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <span>Loading sample data...</span>
        </Group>
      ) : data.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {SAMPLE_LOAD_FAILED}
          <Button variant="subtle" size="compact-sm" ml="sm" onClick={() => void data.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="cat-title">
            <Title order={2} size="h4" id="cat-title" mb="sm">
              Categories
            </Title>
            <CategoryCards categories={data.data.categories} />
          </Paper>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="items-title">
            <Title order={2} size="h4" id="items-title" mb="sm">
              Recent Items
            </Title>
            <RecentItemsTable items={data.data.items} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
