import type { Inspection } from '@fleetdesk/contract/inspections';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { RecordsEmpty, RecordsError, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { Select } from '../../../lib/ui/Select';
import { useVehicle } from '../../vehicles';
import { useInspectionForms } from '../api/inspection-forms';
import { InspectionFill } from '../components/InspectionFill';

export const FORMS_FETCH_FAILED = 'Failed to fetch inspection forms';

/** What the inspector sees once the inspection is signed: failures and the issues they opened. */
function Saved({
  vin,
  inspection,
  onAgain,
}: {
  vin: string;
  inspection: Inspection;
  onAgain: () => void;
}) {
  return (
    <Stack gap="sm">
      <Alert color={inspection.failed ? 'orange' : 'green'} title="Inspection saved">
        {inspection.failed === 0
          ? 'Every pass/fail item passed.'
          : `${inspection.failed} item${inspection.failed === 1 ? '' : 's'} failed: ${inspection.issues.length} issue${inspection.issues.length === 1 ? '' : 's'} opened on the vehicle.`}
      </Alert>
      <Group>
        <Button component={Link} to={`${paths.vehicles.detail(vin)}?tab=inspections`}>
          See issues and inspections
        </Button>
        <Button variant="default" onClick={onAgain}>
          Inspect again
        </Button>
      </Group>
    </Stack>
  );
}

/** Issue 34 §3: /vehicles/inspect/{vin}. A form for the vehicle's types, filled on a phone. */
export default function InspectVehicleScreen() {
  const { vin = '' } = useParams();
  const vehicle = useVehicle(vin);
  const forms = useInspectionForms(vin);
  const [chosen, setChosen] = useState<string | null>(null);
  const [saved, setSaved] = useState<Inspection | null>(null);
  const list = forms.data ?? [];
  const form =
    list.find((f) => String(f.id) === chosen) ?? (list.length === 1 ? list[0] : undefined);
  return (
    <Stack gap="md" maw={640}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          Inspection
        </Title>
        <Anchor component={Link} to={paths.vehicles.detail(vin)} size="sm">
          {vehicle.data ? `${vehicle.data.description} (${vin})` : vin}
        </Anchor>
      </Stack>
      {saved ? (
        <Saved vin={vin} inspection={saved} onAgain={() => setSaved(null)} />
      ) : forms.isPending ? (
        <RecordsLoading label="Loading inspection forms" />
      ) : forms.isError ? (
        <RecordsError message={FORMS_FETCH_FAILED} onRetry={() => void forms.refetch()} />
      ) : list.length === 0 ? (
        <RecordsEmpty
          title="No inspection form for this vehicle"
          description="A member who may edit vehicles adds forms under Inspection Forms."
        />
      ) : (
        <>
          {list.length > 1 && (
            <Select
              label="Form"
              size="md"
              placeholder="Choose a form"
              data={list.map((f) => ({ value: String(f.id), label: f.name }))}
              value={form ? String(form.id) : null}
              onChange={setChosen}
            />
          )}
          {form ? (
            <InspectionFill key={form.id} vin={vin} form={form} onSaved={setSaved} />
          ) : (
            <Text c="dimmed">Choose the form to fill.</Text>
          )}
        </>
      )}
    </Stack>
  );
}
