import { Skeleton, Stack } from '@mantine/core';
import type { Setting } from '@fleetdesk/contract/settings';
import { validateSettingValue } from '@fleetdesk/contract/rules/setting-value';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../../lib/toast';
import { SETTINGS_FETCH_FAILED, useSettings } from '../../api/get-settings';
import { vehicleKeys } from '../../api/keys';
import { updateShopSetting } from '../../api/update-shop-setting';
import { updateUserSetting } from '../../api/update-user-setting';
import { LoadFailedAlert } from '../LoadFailedAlert';
import { shapeOf } from './setting-shape';
import { SettingsGroups, SettingsSavedAlert } from './SettingsGroups';
import { useAutosaveQueue } from './use-autosave-queue';
import { useFailureToastOnce } from './use-failure-toast';

const MODULE = 'vehicles';

/** Spec 2 section 8: each tab's own load and save failure texts. */
const FAILURE_TEXTS = {
  user: {
    load: SETTINGS_FETCH_FAILED,
    save: (key: string) => `Failed to save setting: ${key}`,
  },
  global: {
    load: 'Failed to fetch module settings',
    save: () => 'Failed to update module setting',
  },
} as const;

type Props = {
  /** 'user': the member's own values (User Preferences); 'global': the shop's (Module Settings). */
  scope: 'user' | 'global';
};

/** A tab of the vehicle settings screen: grouped settings with the autosave queue. */
export function SettingsTab({ scope }: Props) {
  const texts = FAILURE_TEXTS[scope];
  const client = useQueryClient();
  const query = useSettings(MODULE);
  const [drafts, setDrafts] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const reload = () => {
    void client.invalidateQueries({ queryKey: vehicleKeys.settings.list(MODULE) });
    void client.invalidateQueries({ queryKey: vehicleKeys.settings.forModule(MODULE) });
  };

  const { enqueue, cancel, statuses, saved } = useAutosaveQueue<unknown>({
    save: (key, value) =>
      scope === 'user'
        ? updateUserSetting(MODULE, key, value)
        : updateShopSetting(MODULE, key, value),
    onError: (key) => {
      showToast({ type: 'error', title: 'Settings', message: texts.save(key) });
      setDrafts((current) => {
        const next = { ...current };
        delete next[key];
        return next;
      });
      reload();
    },
    onSaved: reload,
  });

  useFailureToastOnce(query.isError, texts.load, `settings-failed-${scope}`);

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading settings">
        <Skeleton height={120} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (query.isError) {
    return <LoadFailedAlert title={texts.load} onRetry={() => void query.refetch()} />;
  }

  const settings = scope === 'user' ? query.data.filter((s) => s.scope === 'user') : query.data;
  const valueOf = (setting: Setting) =>
    setting.key in drafts
      ? drafts[setting.key]
      : scope === 'user'
        ? setting.value
        : setting.global_value;

  const setError = (key: string, message: string | null) =>
    setErrors((current) => {
      const next = { ...current };
      if (message === null) delete next[key];
      else next[key] = message;
      return next;
    });

  return (
    <Stack gap="md">
      {saved && <SettingsSavedAlert />}
      <SettingsGroups
        settings={settings}
        valueOf={valueOf}
        statuses={statuses}
        errors={errors}
        onChange={(setting, value) => {
          setDrafts((current) => ({ ...current, [setting.key]: value }));
          const check = validateSettingValue(shapeOf(setting), value);
          if (!check.ok) {
            setError(setting.key, check.error);
            cancel(setting.key);
            return;
          }
          setError(setting.key, null);
          enqueue(setting.key, check.value);
        }}
        onInvalid={(setting, message) => {
          setError(setting.key, message);
          cancel(setting.key);
        }}
      />
    </Stack>
  );
}
