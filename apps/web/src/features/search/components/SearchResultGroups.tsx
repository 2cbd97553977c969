import { groupByModule } from '@fleetdesk/contract/rules/search-results';
import type { SearchResult } from '@fleetdesk/contract/search';
import { Stack, Title } from '@mantine/core';
import { moduleHeading, useModuleNames } from '../api/get-module-names';
import { SearchResultCard } from './SearchResultCard';

/** Results grouped by module, each group headed by the module's display name. */
export function SearchResultGroups({ results }: { results: SearchResult[] }) {
  const names = useModuleNames();
  return (
    <Stack gap="lg">
      {groupByModule(results).map((group) => {
        const heading = moduleHeading(names.data, group.module);
        return (
          <Stack key={group.module} gap="xs" component="section" aria-label={heading}>
            <Title order={2} size="h4">
              {heading}
            </Title>
            {group.results.map((r) => (
              <SearchResultCard key={`${r.type}-${r.id}`} result={r} />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
