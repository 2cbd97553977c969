import { Alert, Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

/** The new token's key, shown this once, with a copy button and how to send it. */
export function KeyShownOnce({
  name,
  apiKey,
  onDone,
}: {
  name: string;
  apiKey: string;
  onDone: () => void;
}) {
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title="Copy the key now"
      >
        {`This is the only time the key of “${name}” is shown. You will not see it again: if it is lost, revoke the token and create a new one.`}
      </Alert>
      <TextInput
        label="API key"
        value={apiKey}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Text size="sm">
        Send it with every call, in the header <Code>Authorization: Token {'<key>'}</Code>.
      </Text>
      <Group justify="space-between">
        <CopyButton value={apiKey}>
          {({ copied, copy }) => (
            <Button
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy key'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onDone}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
