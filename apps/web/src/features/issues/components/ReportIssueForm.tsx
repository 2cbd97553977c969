import {
  ISSUE_PRIORITIES,
  ISSUE_PRIORITY_LABELS,
  issueCreateSchema,
  type IssuePriority,
} from '@fleetdesk/contract/issues';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { failureDetail, showServerErrors, validateWith } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { ISSUE_SAVE_FAILED, useCreateIssue } from '../api/save-issue';

type Values = {
  title: string;
  description: string;
  priority: IssuePriority;
  out_of_service: boolean;
};
const formSchema = issueCreateSchema.pick({ title: true, description: true, priority: true });

/** Reports an issue on the vehicle by hand (an inspection's failed items open their own). */
export function ReportIssueForm({ vin }: { vin: string }) {
  const create = useCreateIssue();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { title: '', description: '', priority: 'medium', out_of_service: false },
    validate: validateWith(formSchema),
  });
  const onValid = (values: Values) =>
    create.mutate(
      { vehicle: vin, ...values },
      {
        onSuccess: (issue) => {
          form.reset();
          showToast({ type: 'success', title: 'Issue reported', message: issue.title });
        },
        onError: (error) => {
          showServerErrors(form, error);
          showToast({
            type: 'error',
            title: ISSUE_SAVE_FAILED,
            message: failureDetail(error, 'Please try again.'),
          });
        },
      },
    );
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={form.onSubmit(onValid)} noValidate aria-label="Report an issue">
        <Stack gap="sm">
          <Title order={4}>Report an issue</Title>
          <TextInput
            label="Title"
            required
            placeholder="e.g. Cracked mirror"
            {...form.getInputProps('title')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`priority-${vin}`}>
              Priority
            </Text>
            <SegmentedControl
              aria-labelledby={`priority-${vin}`}
              data={ISSUE_PRIORITIES.map((p) => ({ value: p, label: ISSUE_PRIORITY_LABELS[p] }))}
              {...form.getInputProps('priority')}
            />
          </Stack>
          <Checkbox
            label="Out of service: the car may not be lent until this is resolved"
            {...form.getInputProps('out_of_service', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Report issue
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
