import {
  AUDIT_AREA_LABELS,
  AUDIT_AREA_VIEW_PERMISSION,
  AUDIT_AREAS,
  type AuditArea,
} from '@fleetdesk/contract/audit';
import { Button, Pagination, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Select } from '../../../lib/ui/Select';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../../lib/permissions';
import { showToast } from '../../../lib/toast';
import { DateField } from '../../../lib/ui/DateField';
import { RecordsEmpty, RecordsError, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { SettingsPageHeader } from '../../../lib/ui/SettingsPageHeader';
import { userLabel, useUsers } from '../../shops';
import { EXPORT_FAILED, useExportActivity } from '../api/export-audit-events';
import { useActivity } from '../api/get-audit-events';
import type { ActivityFilter } from '../api/keys';
import { AuditEventList } from '../components/AuditEventItem';

export const ACTIVITY_FETCH_FAILED = 'Failed to fetch the activity';

/**
 * Issue 25: the shop's activity at /settings/activity: every change and security event for
 * administrators; the areas they may see for a member with canViewActivity (a Fleet Manager).
 * Filtered by person, area and dates, exported as CSV.
 */
export default function ActivityPage() {
  const [filter, setFilter] = useState<ActivityFilter>({});
  const [page, setPage] = useState(1);
  const users = useUsers();
  const query = useActivity(filter, page);
  const exporting = useExportActivity();
  const { access } = useAccess('base');
  const manages = access.can('canManageShopSettings');
  const areaOptions = AUDIT_AREAS.filter(
    (area) => manages || access.can(AUDIT_AREA_VIEW_PERMISSION[area]),
  ).map((area) => ({ value: area, label: AUDIT_AREA_LABELS[area] }));

  const change = (next: Partial<ActivityFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const exportCsv = () =>
    exporting.mutate(filter, {
      onError: () => showToast({ type: 'error', title: 'Activity', message: EXPORT_FAILED }),
    });

  return (
    <Stack gap="md">
      <SettingsPageHeader
        title="Activity"
        description={
          manages
            ? 'Who changed what in this shop, and when: sign-ins included.'
            : 'Who changed what in this shop, and when, in the areas you can see.'
        }
        action={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting.isPending}
            onClick={exportCsv}
          >
            Export CSV
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <Select
            label="Person"
            placeholder="Everyone"
            clearable
            searchable
            data={(users.data ?? []).map((u) => ({ value: String(u.id), label: userLabel(u) }))}
            value={filter.user === undefined ? null : String(filter.user)}
            onChange={(value) => change({ user: value === null ? undefined : Number(value) })}
          />
          <Select
            label="Area"
            placeholder="Every area"
            clearable
            data={areaOptions}
            value={filter.area ?? null}
            onChange={(value) => change({ area: (value as AuditArea | null) ?? undefined })}
          />
          <DateField
            label="From"
            value={filter.from ?? null}
            maxDate={filter.to}
            onChange={(value) => change({ from: value ?? undefined })}
          />
          <DateField
            label="To"
            value={filter.to ?? null}
            minDate={filter.from}
            onChange={(value) => change({ to: value ?? undefined })}
          />
        </SimpleGrid>
      </Paper>
      {query.isPending ? (
        <RecordsLoading label="Loading activity" rows={6} />
      ) : query.isError ? (
        <RecordsError message={ACTIVITY_FETCH_FAILED} onRetry={() => void query.refetch()} />
      ) : query.data.results.length === 0 ? (
        <RecordsEmpty
          title="No activity found"
          description="Nothing was changed by this person, in this area or between these dates."
        />
      ) : (
        <Stack gap="sm" aria-busy={query.isFetching}>
          <Text size="sm" c="dimmed">
            {query.data.count === 1 ? '1 event' : `${query.data.count} events`}
          </Text>
          <AuditEventList events={query.data.results} showVehicle label="Activity" />
          {query.data.total_pages > 1 && (
            <Pagination
              total={query.data.total_pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
