import { Badge, Card, ColorSwatch, Group, SimpleGrid, Text } from '@mantine/core';
import type { SampleCategory } from '@fleetdesk/contract/sample';
import { NavIcon } from '../../navigation';

export const NO_CATEGORIES = 'No categories yet';

/** The categories: name, colour swatch, icon and item count. */
export function CategoryCards({ categories }: { categories: SampleCategory[] }) {
  if (categories.length === 0) return <Text c="dimmed">{NO_CATEGORIES}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {categories.map((c) => (
        <Card key={c.id} withBorder padding="sm" radius="md" data-testid="sample-category">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <NavIcon name={c.icon} size={20} />
              <Text fw={600}>{c.name}</Text>
            </Group>
            <Badge variant="default">
              {c.item_count === 1 ? '1 item' : `${c.item_count} items`}
            </Badge>
          </Group>
          <Group gap="xs" mt="xs">
            <ColorSwatch color={c.color} size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              Colour {c.color}
            </Text>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
