import { Progress, Stack, Text } from '@mantine/core';

/**
 * The upload's progress as it is sent, then the server's work (checking or writing every row,
 * seconds for 10,000) as a full striped bar: the request is one, so that part has no steps.
 */
export function ImportProgress({ percent, writing }: { percent: number; writing: boolean }) {
  const sent = percent >= 100;
  const label = sent
    ? writing
      ? 'Importing every row…'
      : 'Checking every row…'
    : `Sending the file… ${percent}%`;
  return (
    <Stack gap={2}>
      <Progress value={sent ? 100 : percent} striped={sent} animated={sent} aria-label={label} />
      <Text size="xs" c="dimmed" aria-live="polite">
        {label}
      </Text>
    </Stack>
  );
}
