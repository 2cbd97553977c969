import { Loader, Stack, Text } from '@mantine/core';

/**
 * Shown while a lazily loaded screen arrives. It says so in words: a spinner alone tells a
 * screen reader nothing, and the words are the first thing painted on a cold load.
 */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Stack mih="40vh" py="xl" align="center" justify="center" gap="xs" role="status">
      <Loader aria-hidden="true" />
      <Text size="sm" c="dimmed">
        {label}…
      </Text>
    </Stack>
  );
}
