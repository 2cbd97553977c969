import { settingSchema, type Setting } from '@fleetdesk/contract/settings';
import { apiRequest, parseWith } from '../../../lib/api';

/** POST /api/base/settings/update_user_setting/ {module, key, value}: the member's own value. */
export async function updateUserSetting(
  module: string,
  key: string,
  value: unknown,
): Promise<Setting> {
  const data = await apiRequest('/api/base/settings/update_user_setting/', {
    method: 'POST',
    body: { module, key, value },
  });
  return parseWith(settingSchema, data);
}
