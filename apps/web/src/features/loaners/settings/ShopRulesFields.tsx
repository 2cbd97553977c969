import { Checkbox, Fieldset, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MONEY_INPUT } from '../../../lib/money-input';
import type { LoanerSettingsValues } from './settings-form-values';

type Props = {
  form: UseFormReturnType<LoanerSettingsValues>;
  readOnly: boolean;
};

const MINUTES = {
  min: 0,
  max: 1439,
  allowDecimal: false,
  allowNegative: false,
  hideControls: true,
} as const;

/**
 * The shop's optional rules (issue 36 §5), part of the loaner settings form: each is off with its
 * default, and an agreement keeps the ones that bill as they stood when it was reserved.
 */
export function ShopRulesFields({ form, readOnly }: Props) {
  const input = (name: keyof LoanerSettingsValues) => ({ ...form.getInputProps(name), readOnly });
  // A read-only checkbox still toggles on click: disabled is what keeps it as it is.
  const check = (name: 'customer_pays_rate_difference' | 'licence_required_to_reserve') => ({
    ...form.getInputProps(name, { type: 'checkbox' }),
    disabled: readOnly,
  });
  return (
    // The legend reads as the section's title, as big as the form's own (a plain legend looked
    // like a field's label).
    <Fieldset
      legend={
        <Text component="span" fw={700} size="lg">
          Shop rules
        </Text>
      }
      variant="unstyled"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Optional; a fee of $0.00 is none. New agreements take these, as they take the rates.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Grace minutes"
            description="Without an insurer, a new day starts only this long after each 24 hours (an insurer’s own grace applies to its agreements)"
            suffix=" min"
            {...MINUTES}
            {...input('grace_minutes')}
          />
          <NumberInput
            label="Late-return fee"
            description="Charged to the customer once when the loaner comes back after its due time and the grace"
            {...MONEY_INPUT}
            {...input('late_return_fee')}
          />
          <NumberInput
            label="Toll admin fee"
            description="Charged to the customer beside each toll or ticket put on their agreement"
            {...MONEY_INPUT}
            {...input('toll_admin_fee')}
          />
        </SimpleGrid>
        <Checkbox
          label="Customer pays the rate difference"
          description="When the daily rate is above the insurer’s, the customer pays the difference for each day the insurer covers"
          {...check('customer_pays_rate_difference')}
        />
        <Checkbox
          label="Licence required to reserve"
          description="A customer without a licence number on file cannot be given a loaner"
          {...check('licence_required_to_reserve')}
        />
      </Stack>
    </Fieldset>
  );
}
