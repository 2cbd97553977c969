import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_MESSAGES } from '@fleetdesk/contract/dashboard';
import { hideWidget, orderWidgets } from '@fleetdesk/contract/rules/widget-order';
import { IconAdjustments, IconRefresh } from '@tabler/icons-react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toast';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { useUserWidgets } from '../api/get-user-widgets';
import { dashboardKeys } from '../api/keys';
import { useUpdateWidgets } from '../api/update-widgets';
import { WidgetGrid } from '../components/WidgetGrid';

/** The dashboard at /: the enabled widgets in the user's order (spec 1 section 2). */
export default function DashboardPage() {
  const client = useQueryClient();
  const widgets = useUserWidgets();
  const update = useUpdateWidgets();
  const fetching = useIsFetching({ queryKey: dashboardKeys.all }) > 0;
  const [hiding, setHiding] = useState<string | null>(null);

  const hide = (id: string) => {
    if (!widgets.data) return;
    setHiding(id);
    update.mutate(hideWidget(widgets.data.preferences, id), {
      onSettled: () => setHiding(null),
      onError: () =>
        showToast({ type: 'error', title: 'Dashboard', message: DASHBOARD_MESSAGES.hideFailed }),
    });
  };

  let body;
  if (widgets.isPending) {
    body = <Loader aria-label="Loading dashboard" />;
  } else if (widgets.isError) {
    body = (
      <LoadFailedAlert
        title={DASHBOARD_MESSAGES.loadFailed}
        onRetry={() => void widgets.refetch()}
      />
    );
  } else {
    const { widgets: all, preferences } = widgets.data;
    const shown = orderWidgets(
      all.filter((w) => w.enabled),
      preferences.widget_order,
    );
    body =
      shown.length === 0 ? (
        <Text c="dimmed">No widgets are shown. Choose some with Customize.</Text>
      ) : (
        <WidgetGrid widgets={shown} onHide={hide} hidingId={hiding} />
      );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Dashboard</Title>
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.dashboardSettings}
            variant="default"
            leftSection={<IconAdjustments size={16} aria-hidden />}
          >
            Customize
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={fetching}
            onClick={() => void client.invalidateQueries({ queryKey: dashboardKeys.all })}
          >
            Refresh
          </Button>
        </Group>
      </Group>
      {body}
    </Stack>
  );
}
