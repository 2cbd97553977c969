import { Alert, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toast';
import { useCreateVehicle } from '../api/create-vehicle';
import { useUpdateVehicle } from '../api/update-vehicle';
import { useVehicle, vehicleLoadErrorText } from '../api/get-vehicle';
import { VehicleForm } from '../components/form/VehicleForm';
import { EMPTY_VEHICLE_FORM, formValuesFromVehicle } from '../components/form/vehicle-form-values';

function AddVehicle() {
  const navigate = useNavigate();
  const create = useCreateVehicle();
  return (
    <VehicleForm
      mode="add"
      initialValues={EMPTY_VEHICLE_FORM}
      submitLabel="Add Vehicle"
      onSubmit={(values) => create.mutateAsync(values)}
      onSaved={(values) => {
        showToast({ type: 'success', title: 'Vehicle', message: 'Vehicle added successfully' });
        void navigate(paths.vehicles.detail(values.vin));
      }}
      onCancel={() => void navigate(paths.vehicles.list)}
    />
  );
}

function EditVehicle({ vin }: { vin: string }) {
  const navigate = useNavigate();
  const vehicle = useVehicle(vin);
  const update = useUpdateVehicle(vin);
  if (vehicle.isPending) {
    return (
      <Paper withBorder radius="md" p="lg" aria-busy="true" aria-label="Loading vehicle">
        <Stack>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Stack>
      </Paper>
    );
  }
  if (vehicle.isError) {
    return (
      <Alert color="red" title={vehicleLoadErrorText(vehicle.error)}>
        <Button
          mt="sm"
          variant="light"
          color="red"
          onClick={() => void navigate(paths.vehicles.list)}
        >
          Back to List
        </Button>
      </Alert>
    );
  }
  return (
    <VehicleForm
      mode="edit"
      initialValues={formValuesFromVehicle(vehicle.data)}
      submitLabel="Save Changes"
      onSubmit={(values) => update.mutateAsync(values)}
      onSaved={() => {
        showToast({ type: 'success', title: 'Vehicle', message: 'Vehicle updated successfully' });
        void navigate(paths.vehicles.detail(vin));
      }}
      onCancel={() => void navigate(paths.vehicles.detail(vin))}
    />
  );
}

/** Spec 2 section 2: /vehicles/add and /vehicles/edit/{vin}. */
export default function VehicleFormScreen() {
  const { vin } = useParams();
  const navigate = useNavigate();
  const editing = vin !== undefined && vin !== '';
  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between">
        <Title order={1}>{editing ? 'Edit Vehicle' : 'Add New Vehicle'}</Title>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => void navigate(editing ? paths.vehicles.detail(vin) : paths.vehicles.list)}
        >
          {editing ? 'Back to Vehicle' : 'Back to List'}
        </Button>
      </Group>
      {editing ? <EditVehicle key={vin} vin={vin} /> : <AddVehicle />}
    </Stack>
  );
}
