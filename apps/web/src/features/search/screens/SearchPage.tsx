import { SEARCH_MESSAGES } from '@fleetdesk/contract/search';
import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUrlParams } from '../../../lib/url-params';
import { paths } from '../../../lib/paths';
import { LoadFailedAlert } from '../../../lib/ui/LoadFailedAlert';
import { useSearchResults } from '../api/get-search-results';
import { SearchResultGroups } from '../components/SearchResultGroups';

function NoResults({ query }: { query: string }) {
  return (
    <Stack align="center" gap="sm" py="xl">
      <Title order={2} size="h4">
        No results found
      </Title>
      <Text c="dimmed">Nothing matches “{query}”. Try another VIN, plate, make or title.</Text>
      <Group>
        <Button component={Link} to={paths.vehicles.list}>
          Browse Vehicles
        </Button>
        <Button component={Link} to={paths.home} variant="default">
          Go to Dashboard
        </Button>
      </Group>
    </Stack>
  );
}

/** Search results at /search?q= (spec 1 section 2), grouped by module. */
export default function SearchPage() {
  const [params] = useUrlParams();
  const query = (params.get('q') ?? '').trim();
  const search = useSearchResults(query);

  let body;
  if (query === '') {
    body = <Text c="dimmed">Type in the search box in the top bar to search across modules.</Text>;
  } else if (search.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label="Searching" />
      </Center>
    );
  } else if (search.isError) {
    body = <LoadFailedAlert title={SEARCH_MESSAGES.failed} onRetry={() => void search.refetch()} />;
  } else if (search.data.results.length === 0) {
    body = <NoResults query={query} />;
  } else {
    body = (
      <Stack gap="md">
        <Text c="dimmed">
          {search.data.total_count === 1 ? '1 result' : `${search.data.total_count} results`} for “
          {query}”
        </Text>
        <SearchResultGroups results={search.data.results} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>Search results</Title>
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.home}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back to Dashboard
          </Button>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void search.refetch()}
            disabled={query === ''}
            loading={search.isFetching}
          >
            Refresh Results
          </Button>
        </Group>
      </Group>
      {body}
    </Stack>
  );
}
