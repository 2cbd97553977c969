import { ActionIcon, Badge, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { Widget } from '@fleetdesk/contract/dashboard';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

/** A module key as a heading: 'vehicles' -> 'Vehicles'. */
const moduleName = (key: string) =>
  key.charAt(0).toUpperCase() + key.slice(1).replace(/[-_]/g, ' ');

/** Widgets grouped by module, each switched on or off; those with a permission are Protected. */
export function WidgetToggles({
  widgets,
  enabled,
  onToggle,
}: {
  widgets: Widget[];
  enabled: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
}) {
  const modules = [...new Set(widgets.map((w) => w.module))];
  return (
    <Stack gap="md">
      {modules.map((m) => (
        <Card withBorder key={m} component="section" aria-labelledby={`module-${m}`}>
          <Title order={2} size="h4" mb="sm" id={`module-${m}`}>
            {moduleName(m)}
          </Title>
          <Stack gap="sm">
            {widgets
              .filter((w) => w.module === m)
              .map((w) => (
                <Group key={w.widget_id} justify="space-between" wrap="nowrap">
                  <Switch
                    label={w.title}
                    description={w.description}
                    checked={enabled.has(w.widget_id)}
                    onChange={(e) => onToggle(w.widget_id, e.currentTarget.checked)}
                  />
                  {w.required_permission && (
                    <Badge variant="light" color="gray" title={`Needs ${w.required_permission}`}>
                      Protected
                    </Badge>
                  )}
                </Group>
              ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The enabled widgets in their dashboard order, each movable up or down. */
export function WidgetOrderList({
  widgets,
  onMove,
}: {
  widgets: Widget[];
  onMove: (id: string, step: -1 | 1) => void;
}) {
  return (
    <Card withBorder component="section" aria-labelledby="widget-order-title">
      <Title order={2} size="h4" mb="sm" id="widget-order-title">
        Order on the dashboard
      </Title>
      {widgets.length === 0 ? (
        <Text c="dimmed">No widget is switched on.</Text>
      ) : (
        <Stack
          component="ol"
          gap="xs"
          aria-label="Widget order"
          style={{ paddingLeft: 20, margin: 0 }}
        >
          {widgets.map((w, i) => (
            <li key={w.widget_id}>
              <Group justify="space-between" wrap="nowrap">
                <Text>{w.title}</Text>
                <Group gap={4}>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move ${w.title} up`}
                    disabled={i === 0}
                    onClick={() => onMove(w.widget_id, -1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move ${w.title} down`}
                    disabled={i === widgets.length - 1}
                    onClick={() => onMove(w.widget_id, 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
