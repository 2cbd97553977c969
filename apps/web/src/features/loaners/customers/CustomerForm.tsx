import { customerCreateSchema, type Customer } from '@fleetdesk/contract/loaners';
import {
  Alert,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { failureDetail, showServerErrors, validateWith } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { CUSTOMER_SAVE_FAILED, useSaveCustomer } from '../api/customers';
import {
  customerInput,
  customerPayload,
  EMPTY_CUSTOMER,
  valuesOf,
  type CustomerFormValues,
} from './customer-form-values';

export const CUSTOMER_ADDED = 'Customer added';
export const CUSTOMER_SAVED = 'Customer saved';
const CHECK_FIELDS = 'Check the fields marked below.';

type Props = {
  /** null adds a customer. */
  customer: Customer | null;
  onSaved: (customer: Customer) => void;
  onCancel: () => void;
};

/** Every field of a customer (docs/api.md "Loaners"); do-not-lend asks only for its reason. */
export function CustomerForm({ customer, onSaved, onCancel }: Props) {
  const save = useSaveCustomer();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CustomerFormValues>({
    mode: 'controlled',
    initialValues: customer ? valuesOf(customer) : EMPTY_CUSTOMER,
    validate: validateWith(customerCreateSchema, customerInput),
  });
  const doNotLend = form.getValues().do_not_lend;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        id: customer?.id ?? null,
        body: customerPayload(values),
      });
      showToast({
        type: 'success',
        title: 'Customer',
        message: customer ? CUSTOMER_SAVED : CUSTOMER_ADDED,
      });
      onSaved(saved);
    } catch (error) {
      // What was typed stays; the server's words go under their fields, the rest on top.
      const shown = showServerErrors(form, error);
      const text =
        shown.other.length > 0
          ? shown.other.join(' ')
          : Object.keys(shown.fields).length > 0
            ? CHECK_FIELDS
            : failureDetail(error, CUSTOMER_SAVE_FAILED);
      setFailure(text);
    }
  });

  const field = (name: keyof CustomerFormValues) => form.getInputProps(name);
  return (
    // Opened from the reservation form, this form sits inside it in React's tree, where a submit
    // bubbles through the modal's portal: it stops here so the reservation is not sent too.
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        submit(event);
      }}
      noValidate
      aria-label={customer ? 'Edit customer' : 'Add customer'}
    >
      <Stack gap="sm">
        {failure && (
          <Alert color="red" title={CUSTOMER_SAVE_FAILED}>
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" withAsterisk autoComplete="off" {...field('first_name')} />
          <TextInput label="Last name" withAsterisk autoComplete="off" {...field('last_name')} />
          <TextInput label="Phone" type="tel" {...field('phone')} />
          <TextInput label="Email" type="email" {...field('email')} />
        </SimpleGrid>
        <Title order={3} size="h5">
          Licence
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Licence number" {...field('licence_number')} />
          <TextInput label="Licence state" {...field('licence_state')} />
          <TextInput label="Licence expires on" type="date" {...field('licence_expires_on')} />
        </SimpleGrid>
        <Title order={3} size="h5">
          Insurance
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Insurance carrier" {...field('insurance_carrier')} />
          <TextInput label="Policy number" {...field('insurance_policy_number')} />
        </SimpleGrid>
        <Switch
          label="Do not lend"
          description="Refuses new agreements for this customer"
          color="red"
          {...form.getInputProps('do_not_lend', { type: 'checkbox' })}
        />
        {doNotLend && (
          <TextInput
            label="Reason for do-not-lend"
            placeholder="Why no loaner goes to this customer"
            {...field('do_not_lend_reason')}
          />
        )}
        <Textarea label="Notes" autosize minRows={2} {...field('notes')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {customer ? 'Save customer' : 'Add customer'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
