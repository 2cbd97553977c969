import type { FuelEntry } from '@fleetdesk/contract/fuel';
import { Button, Group, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureDetail } from '../../../lib/form';
import { openAppModal } from '../../../lib/modals';
import { paths } from '../../../lib/paths';
import { canDo } from '../../../lib/permissions';
import { showToast } from '../../../lib/toast';
import { RecordHistoryPanel } from '../../../lib/ui/RecordHistoryPanel';
import type { VehicleTabProps } from '../../vehicles';
import {
  FUEL_DELETE_FAILED,
  FUEL_FETCH_FAILED,
  useDeleteFuelEntry,
  useFuelEntries,
} from '../api/fuel-entries';
import { FuelEntriesTable } from './FuelEntriesTable';
import { FuelEntryForm } from './FuelEntryForm';

/** The Fuel tab of the vehicle detail: its fills with their flags; add, edit and delete. */
export function FuelTab(props: VehicleTabProps) {
  const { vin } = props;
  const navigate = useNavigate();
  const query = useFuelEntries(vin);
  const remove = useDeleteFuelEntry(vin);
  const [editing, setEditing] = useState<FuelEntry | null>(null);
  const canWrite = canDo(props, 'canAdd') || canDo(props, 'canEdit');

  const confirmDelete = (entry: FuelEntry) =>
    openAppModal({
      type: 'confirm',
      title: 'Delete fuel entry',
      message: `Delete the fill of ${entry.date} (${entry.quantity} ${entry.unit === 'kwh' ? 'kWh' : 'gal'})? Its odometer reading stays in the mileage history.`,
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(entry.id, {
          onSuccess: () => {
            if (editing?.id === entry.id) setEditing(null);
            showToast({ type: 'success', title: 'Fuel', message: 'Fuel entry deleted.' });
          },
          onError: (error) =>
            showToast({
              type: 'error',
              title: FUEL_DELETE_FAILED,
              message: failureDetail(error, 'Please try again.'),
            }),
        }),
    });

  return (
    <Stack gap="md">
      {canWrite &&
        (editing ? (
          <FuelEntryForm
            key={editing.id}
            vin={vin}
            entry={editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <FuelEntryForm key="new" vin={vin} entry={null} />
        ))}
      <RecordHistoryPanel
        query={query}
        title="Fuel Entries"
        actions={
          canDo(props, 'canAdd') ? (
            <Group>
              <Button
                variant="default"
                size="sm"
                leftSection={<IconUpload size={16} aria-hidden />}
                onClick={() => void navigate(paths.vehicles.fuelImport)}
              >
                Import fuel card file
              </Button>
            </Group>
          ) : undefined
        }
        loadingLabel="Loading fuel entries"
        errorMessage={FUEL_FETCH_FAILED}
        empty={{
          title: 'No fuel entries yet',
          description: 'Fills added here or imported from a fuel card file appear in this list.',
        }}
        noun="entries"
        renderRecords={(entries) => (
          <FuelEntriesTable
            entries={entries}
            onEdit={canWrite ? setEditing : undefined}
            onDelete={canWrite ? confirmDelete : undefined}
          />
        )}
      />
    </Stack>
  );
}
