import { MAINTENANCE_DUE_LIMIT } from '@fleetdesk/contract/maintenance';
import { VEHICLE_TYPE_NAMES } from '@fleetdesk/contract/vehicles';
import { Group, Paper, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { Select } from '../../../lib/ui/Select';
import { useUrlParams } from '../../../lib/url-params';
import { useAccess } from '../../../lib/permissions';
import { RecordsEmpty, RecordsError, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { useMaintenanceDue, type DueFilters } from '../api/get-maintenance-due';
import { DueList } from '../maintenance/DueList';
import { SchedulesPanel } from '../maintenance/SchedulesPanel';
import { ScrollingTabsList } from '../../../lib/ui/ScrollingTabsList';

export const DUE_FETCH_FAILED = 'Failed to fetch due service';

const STATES = [
  { value: '', label: 'All due' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'due_soon', label: 'Due soon' },
];
const TYPE_LABELS: Record<string, string> = {
  loaner: 'Loaner vehicles',
  employee: 'Employee vehicles',
  service: 'Service vehicles',
  general: 'General vehicles',
};

function readFilters(params: URLSearchParams): DueFilters {
  const state = params.get('state');
  return {
    vehicle: params.get('vehicle') || undefined,
    state: state === 'overdue' || state === 'due_soon' ? state : undefined,
  };
}

/** The Due tab: state and vehicle filters (kept in the address) over the due list. */
function DueTab() {
  const [params, setParams] = useUrlParams();
  const filters = readFilters(params);
  const query = useMaintenanceDue(filters);
  // The vehicle choices: those with something due in the chosen state.
  const choices = useMaintenanceDue({ state: filters.state });
  const vehicles = new Map((choices.data ?? []).map((d) => [d.vehicle_vin, d.vehicle_description]));
  if (filters.vehicle && !vehicles.has(filters.vehicle))
    vehicles.set(filters.vehicle, filters.vehicle);
  const set = (name: string, value: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const items = query.data ?? [];
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="due-state-label">
            State
          </Text>
          <SegmentedControl
            aria-labelledby="due-state-label"
            data={STATES}
            value={filters.state ?? ''}
            onChange={(v) => set('state', v)}
          />
        </Stack>
        <Select
          label="Vehicle"
          placeholder="All vehicles"
          searchable
          clearable
          data={[...vehicles].map(([value, label]) => ({ value, label: `${label} (${value})` }))}
          value={filters.vehicle ?? null}
          onChange={(v) => set('vehicle', v)}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      {query.isPending ? (
        <RecordsLoading label="Loading due service" rows={4} />
      ) : query.isError ? (
        <RecordsError message={DUE_FETCH_FAILED} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <RecordsEmpty
          title="Nothing is due"
          description="No schedule is overdue or due within 14 days or 500 miles."
        />
      ) : (
        <>
          <DueList items={items} />
          {items.length >= MAINTENANCE_DUE_LIMIT && (
            <Text size="sm" c="dimmed">
              The {MAINTENANCE_DUE_LIMIT.toLocaleString('en-US')} most urgent are shown; filter by
              vehicle or state to see the rest.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * Issue 26: /vehicles/maintenance-due. What is overdue or due within 14 days or 500 miles, and
 * the schedules each vehicle type is kept on.
 */
export default function DueServiceScreen() {
  const { access } = useAccess();
  const canManage = access.can('canManageService');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Due Service
      </Title>
      <Tabs defaultValue="due" keepMounted={false}>
        <ScrollingTabsList>
          <Tabs.Tab value="due">Due</Tabs.Tab>
          <Tabs.Tab value="types">Schedules by type</Tabs.Tab>
        </ScrollingTabsList>
        <Tabs.Panel value="due" pt="md">
          <Paper withBorder p="md" radius="md">
            <DueTab />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="types" pt="md">
          <Stack gap="md">
            {VEHICLE_TYPE_NAMES.map((type) => (
              <SchedulesPanel
                key={type}
                title={TYPE_LABELS[type] ?? type}
                target={{ vehicle_type: type }}
                vin={null}
                canManage={canManage}
                emptyText={`Schedules added here apply to every ${type} vehicle; a vehicle's own schedule of the same name and type takes its place.`}
              />
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
