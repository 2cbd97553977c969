import { Alert, Button, Collapse, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconFileImport, IconFilter, IconPlus, IconSettings } from '@tabler/icons-react';
import type { VehicleView } from '@fleetdesk/contract/vehicle-views';
import { VEHICLE_TYPE_NAMES } from '@fleetdesk/contract/vehicles';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUrlParams } from '../../../lib/url-params';
import { pageWithin } from '../../../lib/pagination';
import { paths } from '../../../lib/paths';
import { useModuleSettings, usePageSize } from '../../settings';
import { useLocations } from '../../shops';
import { useAccess } from '../../../lib/permissions';
import { useVehicles, VEHICLES_FAILED } from '../api/get-vehicles';
import {
  hasActiveFilters,
  listDefaults,
  listQueryParams,
  nextOrdering,
  readListState,
  writeListState,
  type ListUrlState,
  type SortField,
} from '../components/list/list-params';
import { VehicleFilters } from '../components/list/VehicleFilters';
import { VehiclePagination } from '../components/list/VehiclePagination';
import { VehicleCards } from '../components/list/VehicleCards';
import { VehicleTable } from '../components/list/VehicleTable';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { RoleBadge } from '../components/RoleBadge';
import { BulkActionBar } from '../components/list/BulkActionBar';
import { ColumnChooser } from '../components/list/ColumnChooser';
import { ExportMenu } from '../components/list/ExportMenu';
import { SavedViews } from '../components/list/SavedViews';
import { useRowSelection } from '../components/list/row-selection';

const SEARCH_DEBOUNCE_MS = 300;
/** Under 600 px wide the list is a column of cards (issue 10: a phone). */
// Asked for with the screen's code on a cold start (app/routes.tsx), not in the shell's.
export { prefetchVehicleList } from '../api/prefetch-list';

export const PHONE_QUERY = '(max-width: 599.98px)';

/** Spec 2 section 2: the vehicle list at /vehicles. */
export default function VehicleListScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams();
  const { access, isPending: permissionsPending } = useAccess();
  const canViewArchived = access.can('canViewArchived');
  const moduleSettings = useModuleSettings('vehicles');
  const defaults = listDefaults(moduleSettings.data, canViewArchived);
  const state = readListState(params, defaults);
  const locations = useLocations();
  const { pageSize, ready, setPageSize } = usePageSize('vehicles');
  const smallScreen = useMediaQuery('(max-width: 48em)', false);
  // Read at once, not after a first paint as a table.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [searchText, setSearchText] = useState(state.search);

  const archived = canViewArchived ? state.archived : false;
  const query = useVehicles(listQueryParams(state, pageSize, canViewArchived), ready);

  const filterParams = {
    location: state.location,
    types: state.types,
    archived,
    search: state.search,
    ordering: state.ordering,
  };
  // Issue 24 item 2: the list in bulk. Rows are selectable for a member who may act on them.
  const canBulk = access.can('canArchive') || access.can('canEdit');
  const selection = useRowSelection(
    JSON.stringify({ ...filterParams, page: state.page, pageSize }),
  );
  const [summary, setSummary] = useState<string | null>(null);
  const [activeView, setActiveView] = useState<VehicleView | null>(null);
  const applyView = (view: VehicleView) => {
    setActiveView(view);
    setParams(
      writeListState(
        { page: 1, ...view.filters, ordering: view.ordering, columns: view.columns },
        defaults,
      ),
    );
  };

  const update = (change: Partial<ListUrlState>, resetPage = true) =>
    setParams((current) => {
      const next = {
        ...readListState(current, defaults),
        ...change,
        ...(resetPage ? { page: change.page ?? 1 } : {}),
      };
      return writeListState(next, defaults);
    });

  const commitSearch = useDebouncedCallback(
    (search: string) => update({ search }),
    SEARCH_DEBOUNCE_MS,
  );

  // The URL may change under us (back, forward): the box follows it.
  const [seenUrlSearch, setSeenUrlSearch] = useState(state.search);
  if (seenUrlSearch !== state.search) {
    setSeenUrlSearch(state.search);
    setSearchText(state.search);
  }

  const failed = query.isError;

  // A page past the end (rows removed, page size grown) falls back to the last page.
  const shownPage = pageWithin(state.page, query.data?.totalPages ?? 1);
  useEffect(() => {
    if (query.data && shownPage !== state.page) update({ page: shownPage }, false);
  });

  const onSort = (field: SortField) => update({ ordering: nextOrdering(state.ordering, field) });
  const onOpen = access.can('canViewDetails')
    ? (vin: string) => void navigate(paths.vehicles.detail(vin))
    : undefined;
  const filtered = hasActiveFilters(state);
  const data = query.data;
  const showFilters = !smallScreen || filtersOpen;

  const filters = (
    <VehicleFilters
      locations={locations.data ?? []}
      location={state.location}
      types={state.types}
      archived={archived}
      search={searchText}
      canViewArchived={canViewArchived}
      onLocationChange={(location) => update({ location })}
      onTypesChange={(types) => update({ types })}
      onArchivedChange={(value) => update({ archived: value })}
      onSearchChange={(text) => {
        setSearchText(text);
        commitSearch(text);
      }}
      onClear={() => {
        setSearchText('');
        update({ location: null, types: [], archived: defaults.archived, search: '' });
      }}
    />
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={1}>Vehicles</Title>
          {!permissionsPending && <RoleBadge label={access.roleLabel} />}
        </Group>
        <Group gap="sm">
          {smallScreen && (
            <Button
              variant="default"
              leftSection={<IconFilter size={16} aria-hidden />}
              onClick={() => setFiltersOpen((open) => !open)}
              aria-expanded={filtersOpen}
              aria-controls="vehicle-filters"
            >
              {filtersOpen ? 'Hide Filters' : 'Show Filters'}
            </Button>
          )}
          {/* Spec 2: the button needs basic view; its route needs canEdit, so without that it
              would only bounce the member back with "Access denied". */}
          {access.can('canViewBasic') && access.can('canEdit') && (
            <Button
              variant="default"
              leftSection={<IconSettings size={16} aria-hidden />}
              onClick={() => void navigate(paths.vehicles.settings)}
            >
              Settings
            </Button>
          )}
          {access.can('canAdd') && (
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
              onClick={() => void navigate(paths.vehicles.import)}
            >
              Import
            </Button>
          )}
          {access.can('canAdd') && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => void navigate(paths.vehicles.add)}
            >
              Add Vehicle
            </Button>
          )}
        </Group>
      </Group>

      <div id="vehicle-filters">
        {smallScreen ? <Collapse expanded={showFilters}>{filters}</Collapse> : filters}
      </div>

      <Group justify="flex-end" gap="sm" wrap="wrap">
        <SavedViews
          current={{
            filters: {
              location: state.location,
              types: VEHICLE_TYPE_NAMES.filter((t) => state.types.includes(t)),
              archived,
              search: state.search,
            },
            ordering: state.ordering,
            columns: state.columns,
          }}
          active={activeView}
          onApply={applyView}
          onForget={() => setActiveView(null)}
        />
        {!phone && (
          <ColumnChooser
            columns={state.columns}
            onChange={(columns) => update({ columns }, false)}
          />
        )}
        <ExportMenu params={filterParams} columns={state.columns} />
      </Group>

      {summary && (
        <Alert
          color="green"
          role="status"
          title="Done"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setSummary(null)}
        >
          {summary}
        </Alert>
      )}

      {canBulk && selection.selected.size > 0 && (
        <BulkActionBar
          vins={[...selection.selected]}
          archivedList={archived}
          canArchive={access.can('canArchive')}
          canEdit={access.can('canEdit')}
          locations={locations.data ?? []}
          onDone={(message) => {
            setSummary(message);
            selection.clear();
          }}
          onClear={selection.clear}
        />
      )}

      <Paper withBorder radius="md" p="md">
        {failed && !data ? (
          <LoadFailedAlert title={VEHICLES_FAILED} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading vehicles">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : data.results.length === 0 ? (
          <Stack align="center" gap={4} py="xl">
            <Title order={3}>No vehicles found</Title>
            <Text c="dimmed">
              {!filtered && access.can('canAdd')
                ? 'Start by adding your first vehicle.'
                : 'No vehicles are currently visible.'}
            </Text>
          </Stack>
        ) : (
          <Stack gap="md">
            {failed && (
              <LoadFailedAlert title={VEHICLES_FAILED} onRetry={() => void query.refetch()} />
            )}
            {phone ? (
              <VehicleCards
                vehicles={data.results}
                ordering={state.ordering}
                onOrderingChange={(ordering) => update({ ordering })}
                onOpen={onOpen}
                selection={canBulk ? selection : undefined}
              />
            ) : (
              <VehicleTable
                vehicles={data.results}
                ordering={state.ordering}
                onSort={onSort}
                onOpen={onOpen}
                columns={state.columns}
                selection={canBulk ? selection : undefined}
              />
            )}
            <VehiclePagination
              page={state.page}
              pageSize={pageSize}
              count={data.count}
              countIsLowerBound={data.countIsLowerBound}
              totalPages={data.totalPages}
              onPageChange={(page) => update({ page }, false)}
              onPageSizeChange={(size) => {
                setPageSize(size);
                update({ page: 1 }, false);
              }}
            />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
