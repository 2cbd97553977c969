import { Badge, Card, SimpleGrid, Group, Text, Title } from '@mantine/core';
import type { ModuleConfig, NavigationItem, SearchableModel } from '@fleetdesk/contract/registry';
import { isMappedIcon, NavIcon } from '../../navigation';

type Props = {
  modules: Record<string, ModuleConfig>;
  navigation: NavigationItem[];
  searchable: SearchableModel[];
};

const navIcons = (items: NavigationItem[]): string[] =>
  items.flatMap((i) => [i.icon, ...navIcons(i.children)]);

/** Every icon name the registry uses, once, in name order. */
export function registryIconNames({ modules, navigation, searchable }: Props): string[] {
  const names = [
    ...Object.values(modules).flatMap((m) => [
      m.icon,
      ...Object.values(m.models).map((model) => model.icon),
    ]),
    ...navIcons(navigation),
    ...searchable.map((s) => s.icon),
  ];
  return [...new Set(names.filter(Boolean))].sort();
}

/** Dynamic Icon Diagnostics: each icon name the registry uses, as rendered, and whether mapped. */
export function IconDiagnosticsCard(props: Props) {
  const names = registryIconNames(props);
  const unmapped = names.filter((n) => !isMappedIcon(n)).length;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="diag-icons">
      <Title order={2} size="h4" id="diag-icons" mb="xs">
        Dynamic Icon Diagnostics
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {names.length} icon names in use;{' '}
        {unmapped === 0 ? 'all mapped' : `${unmapped} not mapped (shown as a dot)`}.
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {names.map((name) => (
          <Group key={name} gap="xs" component="li" data-testid="diag-icon">
            <NavIcon name={name} size={20} />
            <Text size="sm" ff="monospace">
              {name}
            </Text>
            {isMappedIcon(name) ? (
              <Badge size="sm" color="green" variant="dot">
                Mapped
              </Badge>
            ) : (
              <Badge size="sm" color="red" variant="dot">
                Not mapped
              </Badge>
            )}
          </Group>
        ))}
      </SimpleGrid>
    </Card>
  );
}
