import { settingSchema, type Setting } from '@fleetdesk/contract/settings';
import { apiRequest, parseWith } from '../../../lib/api';

/** How a value travels as `value_text`: text as it is, lists and objects as JSON, others as text. */
export function settingValueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value ?? null);
}

/** POST /api/base/settings/ {module, key, scope: 'global', value_text}: the shop-wide value. */
export async function updateShopSetting(
  module: string,
  key: string,
  value: unknown,
): Promise<Setting> {
  const data = await apiRequest('/api/base/settings/', {
    method: 'POST',
    body: { module, key, scope: 'global', value_text: settingValueText(value) },
  });
  return parseWith(settingSchema, data);
}
