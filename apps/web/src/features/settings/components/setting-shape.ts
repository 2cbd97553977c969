import type { Setting, SettingOption, SettingValidationRules } from '@fleetdesk/contract/settings';
import { SETTING_CATEGORIES } from '@fleetdesk/contract/settings';
import type { SettingShape } from '@fleetdesk/contract/rules/setting-value';

const isOption = (value: unknown): value is SettingOption =>
  typeof value === 'object' &&
  value !== null &&
  'value' in value &&
  'label' in value &&
  (typeof value.value === 'string' || typeof value.value === 'number') &&
  typeof value.label === 'string';

/** The known validation rules of a setting as the server sent them. */
export function rulesOf(setting: Setting): SettingValidationRules {
  const raw = setting.validation_rules;
  const rules: SettingValidationRules = {};
  if (typeof raw.minimum === 'number') rules.minimum = raw.minimum;
  if (typeof raw.maximum === 'number') rules.maximum = raw.maximum;
  if (typeof raw.max_length === 'number') rules.max_length = raw.max_length;
  if (typeof raw.integer === 'boolean') rules.integer = raw.integer;
  if (Array.isArray(raw.options)) rules.options = raw.options.filter(isOption);
  return rules;
}

export function shapeOf(setting: Setting): SettingShape {
  return { value_type: setting.value_type, validation_rules: rulesOf(setting) };
}

export type SettingGroup = { category: string; label: string; settings: Setting[] };

/** Spec 2: display, business, workflow in that order, then any other category. */
export function groupSettings(settings: Setting[]): SettingGroup[] {
  const order = Object.keys(SETTING_CATEGORIES);
  const categories = [...new Set(settings.map((s) => s.category))].sort((a, b) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    return (ia === -1 ? order.length : ia) - (ib === -1 ? order.length : ib);
  });
  return categories.map((category) => ({
    category,
    label: (SETTING_CATEGORIES as Record<string, string>)[category] ?? category,
    settings: settings.filter((s) => s.category === category),
  }));
}
