import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { NavigationItem } from '@fleetdesk/contract/registry';
import { NavIcon } from '../../navigation';

export const NO_NAVIGATION = 'No navigation items found';

function Entry({ item, child = false }: { item: NavigationItem; child?: boolean }) {
  return (
    <Group gap="xs" wrap="wrap" pl={child ? 'lg' : 0} component="li">
      <NavIcon name={item.icon} size={16} />
      <Text fw={child ? 400 : 600}>{item.name}</Text>
      <Text size="sm" c="dimmed">
        {item.url} · module {item.module} · order {item.order}
      </Text>
      {item.permission && (
        <Badge variant="default" size="sm">
          {item.permission}
        </Badge>
      )}
    </Group>
  );
}

/** Navigation Structure: parent items with their children. */
export function NavigationStructureCard({ items }: { items: NavigationItem[] }) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="diag-nav">
      <Title order={2} size="h4" id="diag-nav" mb="sm">
        Navigation Structure
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{NO_NAVIGATION}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <li key={`${item.module}:${item.url}:${item.name}`}>
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0 }}>
                <Entry item={item} />
                {item.children.map((c) => (
                  <Entry key={`${c.url}:${c.name}`} item={c} child />
                ))}
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
