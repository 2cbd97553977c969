import { MultiSelect, NumberInput, Switch, Textarea, TextInput } from '@mantine/core';
import { Select } from '../../../lib/ui/Select';
import type { Setting } from '@fleetdesk/contract/settings';
import { useState } from 'react';
import { rulesOf } from './setting-shape';

type Props = {
  setting: Setting;
  value: unknown;
  error?: string;
  /** The new value (numbers as numbers, choices as their option values). */
  onChange: (value: unknown) => void;
  /** The input's text could not be read as a value (JSON settings). */
  onInvalid: (message: string) => void;
};

/** Spec 2, vehicle settings: the input for a setting's value_type, within its validation rules. */
export function SettingInput({ setting, value, error, onChange, onInvalid }: Props) {
  const rules = rulesOf(setting);
  const options = rules.options ?? [];
  const optionData = options.map((o) => ({ value: String(o.value), label: o.label }));
  const fromText = (text: string) => options.find((o) => String(o.value) === text)?.value ?? text;
  const common = { label: setting.label, description: setting.description, error };
  const [jsonText, setJsonText] = useState(() => JSON.stringify(value ?? null, null, 2));

  switch (setting.value_type) {
    case 'boolean':
      return (
        <Switch
          {...common}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'choice':
      return (
        <Select
          {...common}
          data={optionData}
          value={value === null || value === undefined ? null : String(value)}
          onChange={(text) => text !== null && onChange(fromText(text))}
          allowDeselect={false}
          maw={360}
        />
      );
    case 'multi_choice':
      return (
        <MultiSelect
          {...common}
          data={optionData}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(texts) => onChange(texts.map(fromText))}
          maw={480}
        />
      );
    case 'number':
      if (options.length > 0) {
        return (
          <Select
            {...common}
            data={optionData}
            value={typeof value === 'number' ? String(value) : null}
            onChange={(text) => text !== null && onChange(Number(text))}
            allowDeselect={false}
            maw={200}
          />
        );
      }
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          min={rules.minimum}
          max={rules.maximum}
          allowDecimal={rules.integer !== true}
          onChange={(next) => onChange(typeof next === 'number' ? next : Number(next))}
          maw={200}
        />
      );
    case 'string':
      if (options.length > 0) {
        return (
          <Select
            {...common}
            data={optionData}
            value={typeof value === 'string' ? value : null}
            onChange={(text) => text !== null && onChange(text)}
            allowDeselect={false}
            maw={360}
          />
        );
      }
      return (
        <TextInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          maxLength={rules.max_length}
          onChange={(event) => onChange(event.currentTarget.value)}
          maw={480}
        />
      );
    case 'json':
      return (
        <Textarea
          {...common}
          value={jsonText}
          autosize
          minRows={3}
          ff="monospace"
          onChange={(event) => {
            const text = event.currentTarget.value;
            setJsonText(text);
            try {
              onChange(JSON.parse(text) as unknown);
            } catch {
              onInvalid('Enter valid JSON.');
            }
          }}
        />
      );
  }
}
