import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../../lib/ui/Select';
import { useForm } from '@mantine/form';
import {
  bulkRenewalSchema,
  type CoverageType,
  type MasterPolicy,
  type VehicleForRenewal,
} from '@fleetdesk/contract/insurance';
import { useState } from 'react';
import { showServerErrors, validateWith } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { renewalFailureText, useCreateBulkRenewal } from '../api/create-bulk-renewal';
import { DateField } from '../../../lib/ui/DateField';
import { RenewalAllocationTable } from './RenewalAllocationTable';
import { RenewalCostSummary } from './RenewalCostSummary';
import { initialValues, summaryOf, toPayload, type RenewalValues } from './renewal-values';

type Props = {
  vehicles: VehicleForRenewal[];
  latest: MasterPolicy | null;
  coverageTypes: CoverageType[];
  /** Close and success both leave the form (back to the insurance overview). */
  onDone: () => void;
};

const money = { prefix: '$', step: 0.01, decimalScale: 2, min: 0, allowNegative: false } as const;

/** Spec 2, bulk renewal form: master fields, allocation, additional costs and the cost summary. */
export function BulkRenewalForm({ vehicles, latest, coverageTypes, onDone }: Props) {
  const renewedFrom = latest?.id ?? null;
  const create = useCreateBulkRenewal();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RenewalValues>({
    mode: 'controlled',
    initialValues: initialValues(vehicles, latest),
    validate: validateWith(bulkRenewalSchema, (values: RenewalValues) =>
      toPayload(values, renewedFrom),
    ),
  });
  const values = form.getValues();
  const summary = summaryOf(values);

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync(toPayload(v, renewedFrom));
      showToast({
        type: 'success',
        title: 'Bulk Renewal',
        message: `${created.policy_name} renewed for ${created.vehicle_count} vehicles`,
      });
      onDone();
    } catch (error) {
      showServerErrors(form, error);
      const text = renewalFailureText(error);
      setFailure(text);
      showToast({ type: 'error', title: 'Bulk Renewal', message: text });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failure && <Alert color="red" title={failure} />}
        <Card withBorder radius="md" padding="lg" component="section" aria-label="Master policy">
          <Title order={2} size="h3" mb="sm">
            Master Policy
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <TextInput
              label="Policy Name"
              withAsterisk
              key={form.key('policy_name')}
              {...form.getInputProps('policy_name')}
            />
            <TextInput
              label="Insurance Company"
              withAsterisk
              key={form.key('insurance_company')}
              {...form.getInputProps('insurance_company')}
            />
            <TextInput
              label="Policy Number"
              withAsterisk
              key={form.key('policy_number')}
              {...form.getInputProps('policy_number')}
            />
            <NumberInput
              label="Deductible"
              {...money}
              key={form.key('deductible')}
              {...form.getInputProps('deductible')}
            />
            <DateField
              label="Start Date"
              withAsterisk
              key={form.key('start_date')}
              {...form.getInputProps('start_date')}
            />
            <DateField
              label="End Date"
              withAsterisk
              key={form.key('end_date')}
              {...form.getInputProps('end_date')}
            />
            <Select
              label="Coverage Type"
              data={coverageTypes.map((c) => c.name)}
              clearable
              key={form.key('coverage_type')}
              {...form.getInputProps('coverage_type')}
            />
            <Textarea
              label="Notes"
              autosize
              minRows={1}
              key={form.key('notes')}
              {...form.getInputProps('notes')}
            />
          </SimpleGrid>
        </Card>
        <Stack gap="xs" component="section" aria-label="Vehicle allocation">
          <Title order={2} size="h3">
            Vehicle Allocation
          </Title>
          {form.errors.vehicle_allocations && (
            <Text c="red" size="sm" role="alert">
              {form.errors.vehicle_allocations}
            </Text>
          )}
          {vehicles.length === 0 ? (
            <Text c="dimmed">No vehicles to renew: the shop has no active vehicles.</Text>
          ) : (
            <RenewalAllocationTable form={form} coverageTypes={coverageTypes} />
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card
            withBorder
            radius="md"
            padding="md"
            component="section"
            aria-label="Additional costs"
          >
            <Stack gap="sm">
              <Title order={3} size="h4">
                Additional Costs
              </Title>
              <NumberInput
                label="Additional Costs"
                {...money}
                key={form.key('additional_costs')}
                {...form.getInputProps('additional_costs')}
              />
              <Textarea
                label="Additional Costs Notes"
                autosize
                minRows={2}
                key={form.key('additional_costs_notes')}
                {...form.getInputProps('additional_costs_notes')}
              />
            </Stack>
          </Card>
          <RenewalCostSummary summary={summary} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Renewal
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
