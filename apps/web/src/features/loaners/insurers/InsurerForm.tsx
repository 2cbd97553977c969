import {
  DAY_RULE_LABELS,
  DAY_RULES,
  insurerCreateSchema,
  type Insurer,
} from '@fleetdesk/contract/loaner-money';
import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { showServerErrors, validateWith } from '../../../lib/form';
import { MONEY_INPUT } from '../../../lib/money-input';
import { showToast } from '../../../lib/toast';
import { Select } from '../../../lib/ui/Select';
import { INSURER_SAVE_FAILED, useSaveInsurer } from '../api/insurers';
import { refusalText } from '../agreements/agreement-text';
import { FormButtons, RefusalAlert } from '../agreements/FormParts';
import {
  emptyInsurer,
  insurerBody,
  insurerValuesOf,
  type InsurerFormValues,
} from './insurer-form-values';

const WHOLE = { min: 0, allowDecimal: false, allowNegative: false, hideControls: true } as const;

type Props = {
  /** null adds one (named `name` when typed elsewhere first). */
  insurer: Insurer | null;
  name?: string;
  onSaved: (insurer: Insurer) => void;
  onCancel: () => void;
};

/** Every field of an insurer: its rate cap, how it counts days, where it is billed. */
export function InsurerForm({ insurer, name = '', onSaved, onCancel }: Props) {
  const save = useSaveInsurer();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InsurerFormValues>({
    mode: 'controlled',
    initialValues: insurer ? insurerValuesOf(insurer) : emptyInsurer(name),
    validate: validateWith(insurerCreateSchema, insurerBody),
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: insurer?.id ?? null, body: insurerBody(values) });
      showToast({
        type: 'success',
        title: 'Insurers',
        message: insurer ? 'Insurer saved' : 'Insurer added',
      });
      onSaved(saved);
    } catch (error) {
      // What was typed stays; the server's words go under their fields.
      setFailure(refusalText(showServerErrors(form, error), error, INSURER_SAVE_FAILED));
    }
  });
  const field = (key: keyof InsurerFormValues) => form.getInputProps(key);
  const rule = form.getValues().day_rule;
  return (
    // Opened from the reservation form, this form sits inside it in React's tree, where a submit
    // bubbles through the modal's portal: it stops here so the reservation is not sent too.
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        submit(event);
      }}
      noValidate
      aria-label={insurer ? 'Edit insurer' : 'Add insurer'}
    >
      <Stack gap="sm">
        <RefusalAlert title={INSURER_SAVE_FAILED} failure={failure} />
        <TextInput label="Name" withAsterisk autoComplete="off" {...field('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput label="Daily rate cap" {...MONEY_INPUT} {...field('daily_rate_cap')} />
          <NumberInput label="Payment terms (days)" {...WHOLE} {...field('payment_terms_days')} />
          <Select
            label="How days are counted"
            allowDeselect={false}
            data={DAY_RULES.map((value) => ({ value, label: DAY_RULE_LABELS[value] }))}
            {...field('day_rule')}
          />
          <NumberInput
            label="Grace before a new day (minutes)"
            description={rule === 'calendar' ? 'Calendar days need no grace.' : undefined}
            disabled={rule === 'calendar'}
            {...WHOLE}
            {...field('grace_minutes')}
          />
          <TextInput label="Billing email" type="email" {...field('billing_email')} />
        </SimpleGrid>
        <Textarea label="Billing address" autosize minRows={2} {...field('billing_address')} />
        <Textarea label="Notes" autosize minRows={2} {...field('notes')} />
        <FormButtons
          submitLabel={insurer ? 'Save insurer' : 'Add insurer'}
          loading={save.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
