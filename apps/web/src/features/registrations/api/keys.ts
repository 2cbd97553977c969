/** Query keys of registrations (with their documents). */
export const registrationKeys = {
  all: ['registrations'] as const,
  detail: (id: number) => [...registrationKeys.all, id] as const,
};
