/** Query keys of the shop: its context, its locations and its members; switching shop invalidates `all`. */
export const shopKeys = {
  all: ['shops'] as const,
  currentContext: () => [...shopKeys.all, 'current-context'] as const,
  available: () => [...shopKeys.all, 'available'] as const,
  locations: () => [...shopKeys.all, 'locations'] as const,
  users: () => [...shopKeys.all, 'users'] as const,
  profile: () => [...shopKeys.all, 'profile'] as const,
};
