import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';

/** Search results at /search?q=. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  return (
    <Stack gap="xs">
      <Title order={1}>Search results</Title>
      <Text c="dimmed">
        {query === ''
          ? 'Type in the search box in the top bar to search across modules.'
          : `Results for “${query}” across modules.`}
      </Text>
    </Stack>
  );
}
