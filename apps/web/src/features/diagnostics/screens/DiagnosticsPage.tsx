import { Alert, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { BackupsCard } from '../../backups';
import { useNavigation } from '../../navigation';
import { RemindersCard } from '../../reminders';
import { useModules } from '../api/get-modules';
import { registryError } from '../api/registry-error';
import { useSearchConfig } from '../api/get-search-config';
import { ApiInformationCard } from '../components/ApiInformationCard';
import { DiscoveredModulesCard } from '../components/DiscoveredModulesCard';
import { IconDiagnosticsCard } from '../components/IconDiagnosticsCard';
import { NavigationStructureCard } from '../components/NavigationStructureCard';
import { SearchableModelsCard } from '../components/SearchableModelsCard';

export const DISCOVERING = 'Discovering modules...';
export const LOAD_ERROR_TITLE = 'Error Loading Modules';
export const REGISTRY_NOT_LOADED = 'Module registry not loaded';

/** Module registry diagnostics at /module-registry-diagnostics (spec 1 section 2). */
export default function DiagnosticsPage() {
  const modules = useModules();
  const navigation = useNavigation();
  const search = useSearchConfig();

  let body;
  if (modules.isPending || navigation.isPending || search.isPending) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{DISCOVERING}</Text>
      </Group>
    );
  } else if (modules.isError || navigation.isError || search.isError) {
    const error = modules.error ?? search.error ?? registryError('navigation', navigation.error);
    body = (
      <Alert
        color="red"
        title={LOAD_ERROR_TITLE}
        icon={<IconAlertCircle size={18} aria-hidden />}
        role="alert"
      >
        {error.message}
      </Alert>
    );
  } else {
    const moduleCount = Object.keys(modules.data).length;
    const items = navigation.data;
    const itemCount = items.reduce((n, item) => n + 1 + item.children.length, 0);
    body = (
      <Stack gap="md">
        {moduleCount > 0 ? (
          <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            Module registry loaded: {moduleCount} {moduleCount === 1 ? 'module' : 'modules'}{' '}
            discovered, {itemCount} navigation {itemCount === 1 ? 'item' : 'items'}.
          </Alert>
        ) : (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="status">
            {REGISTRY_NOT_LOADED}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <DiscoveredModulesCard modules={modules.data} />
          <NavigationStructureCard items={items} />
        </SimpleGrid>
        <SearchableModelsCard models={search.data} />
        <IconDiagnosticsCard modules={modules.data} navigation={items} searchable={search.data} />
        <ApiInformationCard />
        <RemindersCard />
        <BackupsCard />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={1}>Module Registry Diagnostics</Title>
        <Text c="dimmed">
          Modules, navigation and searchable models discovered by the module registry.
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
