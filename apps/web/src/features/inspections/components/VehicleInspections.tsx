import type { Inspection } from '@fleetdesk/contract/inspections';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureDetail } from '../../../lib/form';
import { paths } from '../../../lib/paths';
import { canDo, type PermissionProps } from '../../../lib/permissions';
import { fetchNamedFile, saveBlob } from '../../../lib/save-file';
import { showToast } from '../../../lib/toast';
import { CardList, CardListItem } from '../../../lib/ui/CardList';
import { RecordsEmpty, RecordsError, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { useShopTime } from '../../shops';
import { inspectionPdfPath, useInspections } from '../api/inspections';

export const INSPECTIONS_FETCH_FAILED = 'Failed to fetch inspections';

/** Downloads the signed report (a PDF behind the token). */
function ReportButton({ inspection }: { inspection: Inspection }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchNamedFile(
        inspectionPdfPath(inspection.id),
        `Inspection ${inspection.id}.pdf`,
      );
      saveBlob(blob, fileName);
    } catch (error) {
      showToast({
        type: 'error',
        title: 'The report could not be downloaded',
        message: failureDetail(error, 'Try again.'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="default"
      loading={busy}
      leftSection={<IconFileTypePdf size={14} aria-hidden />}
      onClick={() => void download()}
      aria-label={`Report of inspection #${inspection.id} (PDF)`}
    >
      Report
    </Button>
  );
}

/** The vehicle's inspections, newest first, and the way to start one. */
export function VehicleInspections({ vin, ...access }: PermissionProps & { vin: string }) {
  const query = useInspections(vin);
  const time = useShopTime();
  const canWrite = canDo(access, 'canAdd') || canDo(access, 'canEdit');
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Inspections
        </Title>
        {canWrite && (
          <Button
            component={Link}
            to={paths.vehicles.inspect(vin)}
            leftSection={<IconClipboardCheck size={16} aria-hidden />}
          >
            Start inspection
          </Button>
        )}
      </Group>
      {query.isPending ? (
        <RecordsLoading label="Loading inspections" />
      ) : query.isError ? (
        <RecordsError message={INSPECTIONS_FETCH_FAILED} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <RecordsEmpty
          title="No inspections"
          description="Signed inspections of this vehicle show here."
        />
      ) : (
        <CardList label="Inspections of this vehicle">
          {query.data.map((i) => (
            <CardListItem key={i.id} itemAttributes={{ 'data-inspection': i.id }}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Text fw={600}>{i.form_name}</Text>
                  <Text size="sm" c="dimmed">
                    {time.dateTime(i.performed_at)} · {i.signed_name}
                    {i.odometer !== null ? ` · ${i.odometer.toLocaleString('en-US')} mi` : ''}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Badge color={i.failed ? 'red' : 'green'} variant="light">
                    {i.failed ? `${i.failed} failed` : 'All passed'}
                  </Badge>
                  <ReportButton inspection={i} />
                </Group>
              </Group>
            </CardListItem>
          ))}
        </CardList>
      )}
    </Stack>
  );
}
