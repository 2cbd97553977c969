import { loanerSettingsPatchSchema, type LoanerSettings } from '@fleetdesk/contract/loaners';
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { failureDetail, showServerErrors, validateWith } from '../../../lib/form';
import { MONEY_INPUT } from '../../../lib/money-input';
import {
  LOANER_SETTINGS_SAVE_FAILED,
  LOANER_SETTINGS_SAVED,
  useUpdateLoanerSettings,
} from '../api/settings';
import {
  settingsInput,
  settingsPayload,
  valuesOf,
  type LoanerSettingsValues,
} from './settings-form-values';
import { ShopRulesFields } from './ShopRulesFields';

const WHOLE = { min: 0, allowDecimal: false, allowNegative: false, hideControls: true } as const;

type Props = {
  settings: LoanerSettings;
  /** Without the permission to change them the values are shown, not editable. */
  readOnly: boolean;
};

/** The defaults a new agreement takes (rates, allowance, fuel), the grace days, the terms and the shop's rules. */
export function LoanerSettingsForm({ settings, readOnly }: Props) {
  const save = useUpdateLoanerSettings();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<LoanerSettingsValues>({
    mode: 'controlled',
    initialValues: valuesOf(settings),
    validate: validateWith(loanerSettingsPatchSchema, settingsInput),
  });

  const submit = form.onSubmit(async (values) => {
    setMessage(null);
    try {
      const saved = await save.mutateAsync(settingsPayload(values));
      form.setInitialValues(valuesOf(saved));
      form.setValues(valuesOf(saved));
      setMessage({ ok: true, text: LOANER_SETTINGS_SAVED });
    } catch (error) {
      const shown = showServerErrors(form, error);
      setMessage({
        ok: false,
        text: shown.other.join(' ') || failureDetail(error, LOANER_SETTINGS_SAVE_FAILED),
      });
    }
  });

  const input = (name: keyof LoanerSettingsValues) => ({
    ...form.getInputProps(name),
    readOnly,
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Loaner settings">
      <Stack gap="sm">
        {message && (
          <Alert
            color={message.ok ? 'green' : 'red'}
            title={message.ok ? message.text : LOANER_SETTINGS_SAVE_FAILED}
            role={message.ok ? 'status' : 'alert'}
          >
            {message.ok ? null : message.text}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Daily rate"
            description="Per day the insurer does not cover"
            {...MONEY_INPUT}
            {...input('daily_rate')}
          />
          <NumberInput
            label="Mileage allowance per day"
            description="Miles included each day"
            suffix=" mi"
            thousandSeparator=","
            {...WHOLE}
            {...input('mileage_allowance_per_day')}
          />
          <NumberInput
            label="Excess mileage rate"
            description="Per mile over the allowance"
            {...MONEY_INPUT}
            {...input('excess_mileage_rate')}
          />
          <NumberInput
            label="Fuel rate per eighth"
            description="Per eighth of a tank short at return"
            {...MONEY_INPUT}
            {...input('fuel_rate_per_eighth')}
          />
          <NumberInput
            label="Citation grace days"
            description="After check-in, a toll or ticket still goes to the borrower for this many days; later ones are billed to the shop"
            {...WHOLE}
            {...input('citation_grace_days')}
          />
        </SimpleGrid>
        <Textarea
          label="Agreement terms"
          description="Printed on every agreement the customer signs"
          autosize
          minRows={4}
          maxRows={14}
          {...input('agreement_terms')}
        />
        <ShopRulesFields form={form} readOnly={readOnly} />
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Save loaner settings
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
