/**
 * Query keys of the settings store. `forModule(module)` is what lists read (their page size);
 * `list(module)` is what the settings screen edits.
 */
export const settingsKeys = {
  all: ['settings'] as const,
  forModule: (module: string) => [...settingsKeys.all, 'for-module', module] as const,
  list: (module: string) => [...settingsKeys.all, 'list', module] as const,
};
