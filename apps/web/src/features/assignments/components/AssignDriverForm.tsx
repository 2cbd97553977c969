import { assignmentCreateSchema } from '@fleetdesk/contract/assignments';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { failureDetail, showServerErrors, validateWith } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { Select } from '../../../lib/ui/Select';
import { userLabel, useUsers } from '../../shops';
import { ASSIGN_FAILED, useCreateAssignment } from '../api/create-assignment';

type Values = { driver: string; driver_name: string };
const INITIAL: Values = { driver: '', driver_name: '' };

/** What the inputs hold, as the contract reads it (a chosen member's id as a number). */
const toInput = (vin: string) => (values: Values) => ({
  vehicle: vin,
  driver: values.driver ? Number(values.driver) : null,
  driver_name: values.driver_name,
});

/**
 * Assigns the vehicle, from now, to a member of the shop or to a named outside driver (issue 34
 * §4). A refused save keeps what was typed; a period meeting another says whose it is.
 */
export function AssignDriverForm({ vin, onDone }: { vin: string; onDone?: () => void }) {
  const users = useUsers();
  const mutation = useCreateAssignment(vin);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: INITIAL,
    validate: validateWith(assignmentCreateSchema, toInput(vin)),
  });

  // The form leaves once someone drives the vehicle (the refreshed history says so), before a
  // mutate's own callbacks would run: the promise tells the outcome whatever is mounted.
  const onValid = async (values: Values) => {
    try {
      const created = await mutation.mutateAsync(toInput(vin)(values));
      form.reset();
      showToast({
        type: 'success',
        title: 'Driver assigned',
        message: `${created.driver_name} now drives this vehicle`,
      });
      onDone?.();
    } catch (error) {
      showServerErrors(form, error);
      showToast({
        type: 'error',
        title: ASSIGN_FAILED,
        message: failureDetail(error, 'Please try again.'),
      });
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={form.onSubmit((values) => void onValid(values))}
        noValidate
        aria-label="Assign a driver"
      >
        <Stack gap="sm">
          <Title order={4}>Assign a Driver</Title>
          <Text size="sm" c="dimmed">
            Choose a member of the shop, or type the name of someone outside it.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Member"
              placeholder={users.isPending ? 'Loading members...' : 'Choose a member'}
              data={(users.data ?? []).map((u) => ({ value: String(u.id), label: userLabel(u) }))}
              clearable
              searchable
              nothingFoundMessage="No members"
              {...form.getInputProps('driver')}
            />
            <TextInput
              label="Or driver's name"
              placeholder="e.g. Dana Ruiz"
              {...form.getInputProps('driver_name')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              Assign
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
