/** Query keys of the shop context; switching shop invalidates `all`. */
export const shopKeys = {
  all: ['shops'] as const,
  currentContext: () => [...shopKeys.all, 'current-context'] as const,
  available: () => [...shopKeys.all, 'available'] as const,
};
