import type { SearchResult } from '@fleetdesk/contract/search';
import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { markCameFromSearch } from '../../../lib/search-flags';
import { NavIcon } from '../../navigation';

function CardBody({ result }: { result: SearchResult }) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <ThemeIcon variant="light" size="lg" aria-hidden>
        <NavIcon name={result.icon} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600}>{result.title}</Text>
        {result.subtitle !== '' && (
          <Text size="sm" c="dimmed">
            {result.subtitle}
          </Text>
        )}
        {result.details !== '' && <Text size="sm">{result.details}</Text>}
      </Stack>
    </Group>
  );
}

/**
 * One result. A model with a detail page makes the card a link to the result's url that first
 * sets the came-from-search flag (spec 1 section 2), so the detail offers 'Back to Search'.
 */
export function SearchResultCard({ result }: { result: SearchResult }) {
  if (result.has_detail_page && result.url !== '') {
    return (
      <Card
        withBorder
        padding="sm"
        component={Link}
        to={result.url}
        onClick={markCameFromSearch}
        aria-label={`${result.title}: ${result.subtitle}`}
      >
        <CardBody result={result} />
      </Card>
    );
  }
  return (
    <Card withBorder padding="sm">
      <CardBody result={result} />
    </Card>
  );
}
