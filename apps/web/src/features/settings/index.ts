// What other features may use of the settings feature.
export { moduleSettingsQueryOptions, useModuleSettings } from './api/get-module-settings';
export { SettingsSavedAlert, StatusBadge } from './components/SettingsGroups';
export { SettingsTab } from './components/SettingsTab';
export { useAutosaveQueue } from './components/use-autosave-queue';
export { pageSizeOf, usePageSize } from './components/use-page-size';
export { THEME_OPTIONS } from './components/general/theme-options';
export { ThemeSync, useThemePreference } from './components/general/use-theme-preference';
