import { Skeleton, Stack } from '@mantine/core';
import type { Setting } from '@fleetdesk/contract/settings';
import { validateSettingValue } from '@fleetdesk/contract/rules/setting-value';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { SETTINGS_FETCH_FAILED, SETTINGS_MODULES, useSettingsOf } from '../api/get-settings';
import { settingsKeys } from '../api/keys';
import { updateShopSetting } from '../api/update-shop-setting';
import { updateUserSetting } from '../api/update-user-setting';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { shapeOf } from './setting-shape';
import { SettingsGroups, SettingsSavedAlert } from './SettingsGroups';
import { useAutosaveQueue } from './use-autosave-queue';

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

/**
 * A tab of the vehicle settings screen: the settings of the vehicle module and of the lists it
 * names (page sizes), grouped, with the autosave queue. Several modules share keys (each has a
 * page_size), so drafts, errors and the queue go by the setting's id (`module.key`).
 */
export function SettingsTab({ scope }: Props) {
  const texts = FAILURE_TEXTS[scope];
  const client = useQueryClient();
  // One id per tab: the modules failing together show one toast.
  const query = useSettingsOf(SETTINGS_MODULES, {
    id: `settings-failed-${scope}`,
    title: 'Settings',
    message: texts.load,
  });
  const [drafts, setDrafts] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const byId = new Map((query.data ?? []).map((setting) => [setting.id, setting]));

  const reload = () => {
    for (const module of SETTINGS_MODULES) {
      void client.invalidateQueries({ queryKey: settingsKeys.list(module) });
      // The lists read their page size through for_module.
      void client.invalidateQueries({ queryKey: settingsKeys.forModule(module) });
    }
  };

  const { enqueue, cancel, statuses, saved } = useAutosaveQueue<unknown>({
    save: (id, value) => {
      const setting = byId.get(id);
      if (!setting) return Promise.reject(new Error(`Unknown setting ${id}`));
      return scope === 'user'
        ? updateUserSetting(setting.module, setting.key, value)
        : updateShopSetting(setting.module, setting.key, value);
    },
    onError: (id) => {
      showToast({
        type: 'error',
        title: 'Settings',
        message: texts.save(byId.get(id)?.key ?? id),
      });
      setDrafts((current) => {
        const next = { ...current };
        delete next[id];
        return next;
      });
      reload();
    },
    onSaved: reload,
  });

  if (query.isError) {
    return <LoadFailedAlert title={texts.load} onRetry={query.retry} />;
  }
  if (query.isPending || !query.data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading settings">
        <Skeleton height={120} />
        <Skeleton height={120} />
      </Stack>
    );
  }

  const settings = scope === 'user' ? query.data.filter((s) => s.scope === 'user') : query.data;
  const valueOf = (setting: Setting) =>
    setting.id in drafts
      ? drafts[setting.id]
      : scope === 'user'
        ? setting.value
        : setting.global_value;

  const setError = (id: string, message: string | null) =>
    setErrors((current) => {
      const next = { ...current };
      if (message === null) delete next[id];
      else next[id] = message;
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
          setDrafts((current) => ({ ...current, [setting.id]: value }));
          const check = validateSettingValue(shapeOf(setting), value);
          if (!check.ok) {
            setError(setting.id, check.error);
            cancel(setting.id);
            return;
          }
          setError(setting.id, null);
          enqueue(setting.id, check.value);
        }}
        onInvalid={(setting, message) => {
          setError(setting.id, message);
          cancel(setting.id);
        }}
      />
    </Stack>
  );
}
