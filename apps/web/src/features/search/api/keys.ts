/** Query keys of global search: one entry per (text, limit). */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, limit?: number) => [...searchKeys.all, 'results', q, limit ?? null] as const,
  moduleNames: () => [...searchKeys.all, 'module-names'] as const,
};
