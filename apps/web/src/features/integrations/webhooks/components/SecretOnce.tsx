import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { WebhookCreated } from '@fleetdesk/contract/webhooks';

/** The new endpoint's signing secret, shown this once (the server never returns it again). */
export function SecretOnce(props: { created: WebhookCreated | null; onClose: () => void }) {
  const { created, onClose } = props;
  return (
    <Modal opened={created !== null} onClose={onClose} title="Webhook added" size="lg">
      {created && (
        <Stack gap="md">
          <Text size="sm">
            Deliveries to <Code>{created.url}</Code> are signed with this secret. Copy it now: it is
            not shown again.
          </Text>
          <Code block aria-label="Signing secret" style={{ wordBreak: 'break-all' }}>
            {created.secret}
          </Code>
          <Alert color="blue" title="Verifying deliveries">
            Each request carries X-Fleetdesk-Signature: t=&lt;unix time&gt;,v1=&lt;HMAC-SHA256 of
            &quot;t.body&quot; with this secret&gt;.
          </Alert>
          <Group justify="flex-end">
            <CopyButton value={created.secret}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy secret'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
