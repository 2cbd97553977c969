/** Query keys of the shop's API tokens. */
export const apiTokenKeys = {
  all: ['integrations', 'api-tokens'] as const,
};
