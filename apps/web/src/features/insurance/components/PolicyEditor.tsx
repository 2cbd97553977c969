import { Alert, Button, Divider, Group, NumberInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INSURANCE_MESSAGES, policyPatchSchema, type Policy } from '@fleetdesk/contract/insurance';
import { useState } from 'react';
import { showServerErrors, validateWith } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { AttachedDocuments } from '../../../lib/ui/AttachedDocuments';
import { AttachmentUpload } from '../../../lib/ui/AttachmentUpload';
import { useUpdatePolicy } from '../api/update-policy';
import { useUploadPolicyDocument } from '../api/upload-policy-document';
import { DateField } from '../../../lib/ui/DateField';
import { useAccess } from '../../../lib/permissions';
import { mayAttachPolicyDocuments } from './may-manage';
import { moneyText } from '../../../lib/money-input';

type Values = { policy_costs: string | number; start_date: string | null; end_date: string | null };

/** The body as the schema reads it, the cost through the money module. */
const bodyOf = (values: Values) => ({ ...values, policy_costs: moneyText(values.policy_costs) });

const valuesOf = (policy: Policy): Values => ({
  policy_costs: policy.policy_costs ?? '',
  start_date: policy.start_date,
  end_date: policy.end_date,
});

/** Spec 2, insurance modal (edit only): policy cost, start date, end date. */
function PolicyForm({ policy, onDone }: { policy: Policy; onDone?: () => void }) {
  const save = useUpdatePolicy(policy.id, policy.vehicle);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(policy),
    validate: validateWith(policyPatchSchema, bodyOf),
  });

  const submit = form.onSubmit(async (values) => {
    const parsed = policyPatchSchema.safeParse(bodyOf(values));
    if (!parsed.success) return;
    setFailure(null);
    try {
      // The schema's output: amounts as decimal strings, blanks as null.
      await save.mutateAsync(parsed.data);
      showToast({ type: 'success', title: 'Insurance', message: 'Insurance policy updated' });
      onDone?.();
    } catch (error) {
      // The form keeps what was typed; the server's field messages go under the fields.
      showServerErrors(form, error);
      setFailure(INSURANCE_MESSAGES.saveFailed);
      showToast({ type: 'error', title: 'Insurance', message: INSURANCE_MESSAGES.saveFailed });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && <Alert color="red" title={failure} />}
        <NumberInput
          label="Policy Cost"
          prefix="$"
          step={0.01}
          decimalScale={2}
          min={0}
          allowNegative={false}
          key={form.key('policy_costs')}
          {...form.getInputProps('policy_costs')}
        />
        <DateField
          label="Start Date"
          key={form.key('start_date')}
          {...form.getInputProps('start_date')}
        />
        <DateField
          label="End Date"
          key={form.key('end_date')}
          {...form.getInputProps('end_date')}
        />
        <Group justify="flex-end" gap="sm">
          {onDone && (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            Save Policy
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PolicyUpload({ policy }: { policy: Policy }) {
  const upload = useUploadPolicyDocument(policy.id, policy.vehicle);
  return (
    <AttachmentUpload
      upload={upload.mutateAsync}
      pending={upload.isPending}
      toastTitle="Insurance"
      failedMessage={INSURANCE_MESSAGES.uploadFailed}
    />
  );
}

/**
 * The policy's edit form, its documents and the upload (the modal and the policy screen); the
 * upload only for a member who may manage insurance.
 */
export function PolicyEditor({ policy, onDone }: { policy: Policy; onDone?: () => void }) {
  const { access } = useAccess();
  return (
    <Stack gap="md">
      <PolicyForm policy={policy} onDone={onDone} />
      <Divider />
      <Title order={4}>Documents</Title>
      <AttachedDocuments documents={policy.documents} />
      {mayAttachPolicyDocuments(access) && (
        <>
          <Title order={5}>Upload a document</Title>
          <PolicyUpload policy={policy} />
        </>
      )}
    </Stack>
  );
}
