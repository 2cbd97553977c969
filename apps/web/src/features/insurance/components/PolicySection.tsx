import { Badge, Box, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { INSURANCE_MESSAGES, type Policy } from '@fleetdesk/contract/insurance';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PolicyPage } from '../api/get-policies';
import { RecordsError, RecordsLoading } from '../../../lib/ui/RecordsStates';
import { PolicyCards } from './PolicyCards';
import { PolicyTable } from './PolicyTable';

type Props = {
  title: 'Active' | 'Previous';
  query: UseQueryResult<PolicyPage>;
  page: number;
  phone: boolean;
  empty: string;
  onPage: (page: number) => void;
  onDetails: (policy: Policy) => void;
};

/**
 * Spec 2, insurance overview: one of its two sections (Active, Previous), with the count of
 * every policy of it that matches (not only this page's) and its own pages.
 */
export function PolicySection({ title, query, page, phone, empty, onPage, onDetails }: Props) {
  const label = `${title} policies`;
  const data = query.data;
  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <Group gap="xs">
        <Title order={2} size="h3">
          {title}
        </Title>
        {data && (
          // A broad search is counted to a cap: "2000+".
          <Badge
            variant="light"
            aria-label={`${data.count}${data.count_is_lower_bound ? ' or more' : ''} ${label.toLowerCase()}`}
          >
            {`${data.count}${data.count_is_lower_bound ? '+' : ''}`}
          </Badge>
        )}
      </Group>
      {query.isPending ? (
        <RecordsLoading label={`Loading ${label.toLowerCase()}`} rows={5} />
      ) : query.isError && !data ? (
        <RecordsError
          message={INSURANCE_MESSAGES.listFailed}
          onRetry={() => void query.refetch()}
        />
      ) : !data || data.results.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Box
          aria-busy={query.isPlaceholderData}
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          {phone ? (
            <PolicyCards policies={data.results} label={label} onDetails={onDetails} />
          ) : (
            <PolicyTable policies={data.results} caption={label} onDetails={onDetails} />
          )}
        </Box>
      )}
      {data && data.total_pages > 1 && (
        <Pagination
          total={data.total_pages}
          value={Math.min(page, data.total_pages)}
          onChange={onPage}
          size="sm"
          siblings={1}
          aria-label={`${title} policy pages`}
          getItemProps={(item) => ({
            'aria-label': `${title} page ${item}`,
            'aria-current': item === page ? 'page' : undefined,
          })}
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': `Previous ${title.toLowerCase()} page` }
              : control === 'next'
                ? { 'aria-label': `Next ${title.toLowerCase()} page` }
                : {}
          }
        />
      )}
    </Stack>
  );
}
