import {
  Anchor,
  Badge,
  Card,
  Code,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import { WebhooksStatus } from '../../../integrations';
import { RecordsLoading } from '../../../../lib/ui/RecordsStates';
import {
  ACCOUNT_MAPPINGS,
  API_ENDPOINTS,
  INTEGRATION_STATUS,
  PROVIDERS,
  QUICKBOOKS_STEPS,
  STATUS_DELAY_MS,
  WEBHOOK_EVENTS,
  type IntegrationStatus,
} from './integration-content';

/** The status is fixed locally; it shows after a short delay, as if loaded (no call). */
function useIntegrationStatus() {
  const [status, setStatus] = useState<IntegrationStatus | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setStatus(INTEGRATION_STATUS), STATUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return status;
}

/** A link to the financing screen's Export tab (the spec's CSV card links to /financing). */
function ExportLink({ children }: { children: string }) {
  return (
    <Anchor component={Link} to={paths.financing.view('export')} size="sm" ta="left">
      {children}
    </Anchor>
  );
}

function Overview() {
  const status = useIntegrationStatus();
  return (
    <Stack>
      {status ? (
        <Text>
          {`QuickBooks Online: ${status.quickbooks_online}. Last export: ${status.last_export ?? 'none yet'}.`}
        </Text>
      ) : (
        <RecordsLoading label="Loading integration status" rows={1} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PROVIDERS.map((p) => (
          <Card key={p.name} withBorder radius="md">
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{p.name}</Text>
              <Badge color={p.color} variant="light">
                {p.status}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {p.description}
            </Text>
            {'exportLink' in p && (
              <Stack mt="xs">
                <ExportLink>Go to Export</ExportLink>
              </Stack>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function QuickBooks() {
  return (
    <Stack>
      <Text>QuickBooks Desktop imports payments from an IIF file:</Text>
      <List type="ordered" spacing="xs">
        {QUICKBOOKS_STEPS.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <ExportLink>Open the Export tab</ExportLink>
    </Stack>
  );
}

function ApiDocs() {
  return (
    <Stack>
      <Text>
        Every call sends the header <Code>Authorization: Token {'{token}'}</Code> and needs the
        financial view permission. Exports take <Code>format</Code>, <Code>date_from</Code>,{' '}
        <Code>date_to</Code>, <Code>financing_type</Code>, <Code>payment_method</Code>,{' '}
        <Code>gl_account</Code>, <Code>quickbooks_class</Code> and <Code>include_payments</Code>.
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Method</Table.Th>
            <Table.Th>Path</Table.Th>
            <Table.Th>What it returns</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {API_ENDPOINTS.map(([method, path, what]) => (
            <Table.Tr key={path}>
              <Table.Td>{method}</Table.Td>
              <Table.Td>
                <Code>{path}</Code>
              </Table.Td>
              <Table.Td>{what}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="md">
        <Anchor href="/api/docs/" target="_blank" rel="noreferrer">
          Full API description (OpenAPI)
        </Anchor>
        <Anchor component={Link} to={paths.settingsIntegrations}>
          API tokens
        </Anchor>
        <Anchor component={Link} to={paths.settingsWebhooks}>
          Webhooks
        </Anchor>
      </Group>
    </Stack>
  );
}

function Webhooks() {
  return (
    <Stack>
      <Text>Webhooks notify your systems of financing events as they happen.</Text>
      <WebhooksStatus />
      <List>
        {WEBHOOK_EVENTS.map(([event, what]) => (
          <List.Item key={event}>
            <Code>{event}</Code> {what}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function AccountMapping() {
  return (
    <Table>
      <Table.Caption>Default accounts used by the QuickBooks (IIF) export</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th>Account</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ACCOUNT_MAPPINGS.map((m) => (
          <Table.Tr key={m.item}>
            <Table.Td>{m.item}</Table.Td>
            <Table.Td>{m.account}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The Integration tab (spec 2 section 4): static information about accounting integrations. */
export function FinancingIntegrationTab() {
  return (
    <Stack>
      <Title order={3}>Accounting Integration</Title>
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="quickbooks">QuickBooks</Tabs.Tab>
          <Tabs.Tab value="api">API Docs</Tabs.Tab>
          <Tabs.Tab value="webhooks">Webhooks</Tabs.Tab>
          <Tabs.Tab value="mapping">Account Mapping</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Overview />
        </Tabs.Panel>
        <Tabs.Panel value="quickbooks" pt="md">
          <QuickBooks />
        </Tabs.Panel>
        <Tabs.Panel value="api" pt="md">
          <ApiDocs />
        </Tabs.Panel>
        <Tabs.Panel value="webhooks" pt="md">
          <Webhooks />
        </Tabs.Panel>
        <Tabs.Panel value="mapping" pt="md">
          <AccountMapping />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
