import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { WIDGET_ERRORS } from '@fleetdesk/contract/dashboard';
import { DOCUMENT_TYPE_LABELS } from '@fleetdesk/contract/documents';
import { DOCUMENT_EXPIRY_LABELS } from '@fleetdesk/contract/rules/document-expiry';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useWidgetData } from '../api/get-widget-data';
import { Figure, WidgetBody } from './WidgetCard';

const COLORS = { expired: 'red', expiring: 'orange' } as const;

/**
 * Documents expired or expiring within 30 days (issue 34 §5): the counts, and the soonest few,
 * each linking to its vehicle's documents.
 */
export function ExpiringDocumentsWidget() {
  const query = useWidgetData('expiring-documents');
  return (
    <WidgetBody query={query} errorText={WIDGET_ERRORS['expiring-documents']} reserve={168}>
      {(data) =>
        data.documents.length === 0 ? (
          <Text c="dimmed">No documents expire in the next 30 days.</Text>
        ) : (
          <Stack gap="sm">
            <SimpleGrid cols={2}>
              <Figure label="Expired" value={data.expired_count} />
              <Figure label="Expiring soon" value={data.expiring_count} />
            </SimpleGrid>
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.documents.map((d) => (
                <li key={d.id}>
                  <Group gap={6} wrap="wrap">
                    <Anchor
                      component={Link}
                      to={`${paths.vehicles.detail(d.vehicle)}?tab=documents`}
                      size="sm"
                      fw={600}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {d.title}
                    </Anchor>
                    <Badge size="xs" variant="light" color={COLORS[d.state]}>
                      {DOCUMENT_EXPIRY_LABELS[d.state]}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {`${DOCUMENT_TYPE_LABELS[d.document_type]} · ${d.vehicle_description} · ${d.state === 'expired' ? 'expired' : 'expires'} ${formatDate(d.expires_on) ?? d.expires_on}`}
                  </Text>
                </li>
              ))}
            </Stack>
          </Stack>
        )
      }
    </WidgetBody>
  );
}
