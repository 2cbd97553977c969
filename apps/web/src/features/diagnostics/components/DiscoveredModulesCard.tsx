import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ModuleConfig } from '@fleetdesk/contract/registry';
import { NavIcon } from '../../navigation';

export const NO_MODULES = 'No modules discovered';

/** Discovered Modules: each module with its order, permission, models and those in navigation. */
export function DiscoveredModulesCard({ modules }: { modules: Record<string, ModuleConfig> }) {
  const entries = Object.entries(modules).sort(
    ([, a], [, b]) => a.navigation_order - b.navigation_order,
  );
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="diag-modules">
      <Title order={2} size="h4" id="diag-modules" mb="sm">
        Discovered Modules
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed">{NO_MODULES}</Text>
      ) : (
        <Stack gap="sm">
          {entries.map(([key, m]) => {
            const models = Object.entries(m.models);
            const inNav = models
              .filter(([, model]) => model.show_in_nav)
              .sort(([, a], [, b]) => a.nav_order - b.nav_order);
            return (
              <Card key={key} withBorder padding="sm" data-testid="diag-module">
                <Group gap="xs" wrap="wrap">
                  <NavIcon name={m.icon} />
                  <Text fw={600}>{m.display_name}</Text>
                  <Text size="sm" c="dimmed">
                    ({key}) · icon {m.icon} · order {m.navigation_order}
                  </Text>
                  {m.navigation_permission && (
                    <Badge variant="default">{m.navigation_permission}</Badge>
                  )}
                  <Badge variant="default">
                    {models.length === 1 ? '1 model' : `${models.length} models`}
                  </Badge>
                </Group>
                {inNav.length > 0 && (
                  <Stack gap={2} mt="xs" component="ul" style={{ listStyle: 'none', padding: 0 }}>
                    {inNav.map(([name, model]) => (
                      <Group key={name} gap="xs" component="li">
                        <NavIcon name={model.icon} size={16} />
                        <Text size="sm">
                          {model.nav_name} · icon {model.icon} · order {model.nav_order}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                )}
              </Card>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
