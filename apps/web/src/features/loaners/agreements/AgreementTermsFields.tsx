import { NumberInput, SimpleGrid, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MONEY_INPUT } from '../../../lib/money-input';
import { InsurerSelect } from '../insurers/InsurerSelect';
import type { TermsValues } from './agreement-form-values';

export const RATES_READ_ONLY =
  'The insurer, its daily rate and days, and the rates below, need Manage loaner charges to change.';

const WHOLE = { min: 0, allowDecimal: false, allowNegative: false, hideControls: true } as const;

/**
 * The repair order, the insurer's coverage, the period and the rates: the same fields when a
 * loaner is reserved and when a reservation is edited. Times are on the shop's clock.
 */
export function AgreementTermsFields<V extends TermsValues>({
  form,
  ratesReadOnly = false,
}: {
  form: UseFormReturnType<V>;
  /** Check-in bills from these: changing them needs Manage loaner charges. */
  ratesReadOnly?: boolean;
}) {
  // The form's values extend TermsValues; its input props are read by those names.
  const field = (name: keyof TermsValues & string) => form.getInputProps(name);
  // Read-only fields are filled grey, so they do not look like boxes waiting for a value.
  const rate = (name: keyof TermsValues & string) => ({
    ...field(name),
    readOnly: ratesReadOnly,
    variant: ratesReadOnly ? 'filled' : 'default',
  });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Repair order number" withAsterisk {...field('repair_order_number')} />
        <TextInput label="Claim number" {...field('claim_number')} />
        <TextInput type="datetime-local" label="Start" withAsterisk {...field('starts_at')} />
        <TextInput type="datetime-local" label="Due" withAsterisk {...field('due_at')} />
        <TextInput
          type="date"
          label="Repair expected complete"
          description="Flagged when the insurer's days end before it"
          {...field('expected_completion_on')}
        />
      </SimpleGrid>
      <Title order={4} size="h5">
        Insurer coverage
      </Title>
      {ratesReadOnly && (
        <Text size="sm" c="dimmed">
          {RATES_READ_ONLY}
        </Text>
      )}
      <InsurerSelect
        value={form.getValues().insurer}
        name={form.getValues().insurer_name}
        readOnly={ratesReadOnly}
        error={form.errors.insurer ?? form.errors.insurer_name}
        onChange={(insurer) => {
          // The insurer's rate cap is the default rate; a rate already typed stays.
          const values = form.getValues();
          form.setValues({
            insurer: insurer ? String(insurer.id) : '',
            insurer_name: insurer?.name ?? '',
            ...(insurer?.daily_rate_cap && String(values.insurer_daily_rate).trim() === ''
              ? { insurer_daily_rate: insurer.daily_rate_cap }
              : {}),
          } as Partial<V>);
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput label="Insurer daily rate" {...MONEY_INPUT} {...rate('insurer_daily_rate')} />
        <NumberInput label="Insurer max days" {...WHOLE} {...rate('insurer_max_days')} />
      </SimpleGrid>
      <Title order={4} size="h5">
        Rates
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput label="Daily rate" {...MONEY_INPUT} {...rate('daily_rate')} />
        <NumberInput
          label="Miles allowed per day"
          {...WHOLE}
          {...rate('mileage_allowance_per_day')}
        />
        <NumberInput
          label="Excess mileage rate (per mile)"
          {...MONEY_INPUT}
          {...rate('excess_mileage_rate')}
        />
        <NumberInput
          label="Fuel rate (per eighth)"
          {...MONEY_INPUT}
          {...rate('fuel_rate_per_eighth')}
        />
      </SimpleGrid>
      <Textarea label="Notes" autosize minRows={2} {...field('notes')} />
    </>
  );
}
