import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_MESSAGES, type UserWidgetsResponse } from '@fleetdesk/contract/dashboard';
import { preferencesToSave } from '@fleetdesk/contract/rules/widget-order';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { openAppModal } from '../../../lib/modals';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toast';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { useUserWidgets } from '../api/get-user-widgets';
import { useResetWidgets } from '../api/reset-widgets';
import { useUpdateWidgets } from '../api/update-widgets';
import { WidgetOrderList, WidgetToggles } from '../components/WidgetSettingsLists';

/** Dashboard Settings at /dashboard/settings (spec 1 section 2). */
export default function DashboardSettingsPage() {
  const widgets = useUserWidgets();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Dashboard Settings</Title>
        <Button
          component={Link}
          to={paths.home}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Dashboard
        </Button>
      </Group>
      {widgets.isPending ? (
        <Loader aria-label="Loading widget settings" />
      ) : widgets.isError ? (
        <LoadFailedAlert
          title={DASHBOARD_MESSAGES.settingsLoadFailed}
          onRetry={() => void widgets.refetch()}
        />
      ) : (
        // A new reply (saved, reset) starts the form again from what the server holds.
        <SettingsForm key={widgets.dataUpdatedAt} initial={widgets.data} />
      )}
    </Stack>
  );
}

function SettingsForm({ initial }: { initial: UserWidgetsResponse }) {
  const [order, setOrder] = useState(() => initial.widgets.map((w) => w.widget_id));
  const [enabled, setEnabled] = useState(
    () => new Set(initial.widgets.filter((w) => w.enabled).map((w) => w.widget_id)),
  );
  const save = useUpdateWidgets();
  const reset = useResetWidgets();
  const byId = new Map(initial.widgets.map((w) => [w.widget_id, w]));
  const inOrder = order.map((id) => byId.get(id)!);

  const toggle = (id: string, on: boolean) =>
    setEnabled((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Swaps the widget with its enabled neighbour (the order concerns enabled widgets only). */
  const move = (id: string, step: -1 | 1) =>
    setOrder((prev) => {
      const shown = prev.filter((x) => enabled.has(x));
      const at = shown.indexOf(id);
      const other = shown[at + step];
      if (other === undefined) return prev;
      const next = [...prev];
      const [i, j] = [next.indexOf(id), next.indexOf(other)];
      [next[i], next[j]] = [next[j]!, next[i]!];
      return next;
    });

  const onSave = () =>
    save.mutate(
      preferencesToSave(
        inOrder.map((w) => ({ widget_id: w.widget_id, enabled: enabled.has(w.widget_id) })),
      ),
      {
        onSuccess: () =>
          showToast({ type: 'success', title: 'Dashboard', message: 'Dashboard settings saved' }),
      },
    );

  const onReset = () =>
    openAppModal({
      type: 'confirm',
      title: 'Reset to Defaults',
      message: 'Show every widget again, in the default order?',
      confirmLabel: 'Reset',
      onConfirm: () => {
        save.reset();
        reset.mutate();
      },
    });

  return (
    <Stack gap="lg">
      {save.isError && (
        <Alert color="red" role="alert">
          {DASHBOARD_MESSAGES.saveFailed}
        </Alert>
      )}
      {reset.isError && (
        <Alert color="red" role="alert">
          {DASHBOARD_MESSAGES.resetFailed}
        </Alert>
      )}
      {inOrder.length === 0 ? (
        <Text c="dimmed">No widgets are available to you.</Text>
      ) : (
        <>
          <WidgetToggles widgets={inOrder} enabled={enabled} onToggle={toggle} />
          <WidgetOrderList
            widgets={inOrder.filter((w) => enabled.has(w.widget_id))}
            onMove={move}
          />
        </>
      )}
      <Group>
        <Button onClick={onSave} loading={save.isPending}>
          Save Dashboard Settings
        </Button>
        <Button variant="default" onClick={onReset} loading={reset.isPending}>
          Reset to Defaults
        </Button>
      </Group>
    </Stack>
  );
}
