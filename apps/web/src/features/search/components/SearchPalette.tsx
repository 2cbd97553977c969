import { SEARCH_MESSAGES } from '@fleetdesk/contract/search';
import { ActionIcon, Center, Group, Kbd, Loader, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconCommand, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { markCameFromSearch } from '../../../lib/search-flags';
import { NavIcon } from '../../navigation';
import { moduleHeading, useModuleNames } from '../api/get-module-names';
import { useSearchResults } from '../api/get-search-results';

/** The palette's own store, so it opens and closes apart from any other spotlight. */
export const [searchPaletteStore, searchPalette] = createSpotlight();

/** Waits this long after the last key before asking the server. */
export const PALETTE_DEBOUNCE_MS = 200;
/** Results the palette lists; 'See all results' opens the full page. */
const PALETTE_LIMIT = 8;

function PaletteResults({ text }: { text: string }) {
  const navigate = useNavigate();
  const names = useModuleNames();
  const search = useSearchResults(text, { limit: PALETTE_LIMIT, keepPrevious: true });
  if (text === '') {
    return <Spotlight.Empty>Type a VIN, plate, make, vendor or document title.</Spotlight.Empty>;
  }
  const open = (url: string) => {
    markCameFromSearch();
    void navigate(url);
  };
  return (
    <>
      {search.isPending && (
        <Center py="md">
          <Loader size="sm" aria-label="Searching" />
        </Center>
      )}
      {search.isError && (
        <Spotlight.Empty>
          <Text c="red">{SEARCH_MESSAGES.failed}</Text>
        </Spotlight.Empty>
      )}
      {search.data?.results.length === 0 && <Spotlight.Empty>No results found</Spotlight.Empty>}
      {search.data?.results.map((r) => (
        <Spotlight.Action
          key={`${r.type}-${r.id}`}
          label={r.title}
          description={`${moduleHeading(names.data, r.module)} · ${r.subtitle}`}
          leftSection={<NavIcon name={r.icon} />}
          disabled={!r.has_detail_page || r.url === ''}
          onClick={() => open(r.url)}
        />
      ))}
      <Spotlight.Action
        label="See all results"
        description={`Search everything for “${text}”`}
        leftSection={<IconSearch size={18} aria-hidden />}
        onClick={() => void navigate(paths.search(text))}
      />
    </>
  );
}

/**
 * The command palette: Ctrl+K / Cmd+K (or the button, unless `trigger` is false) opens it; it
 * searches as you type (debounced), arrows move through the results, Enter opens one.
 */
export function SearchPalette({ trigger = true }: { trigger?: boolean }) {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), PALETTE_DEBOUNCE_MS);
  return (
    <>
      {trigger && (
        <Tooltip
          label={
            <Group gap={4}>
              Quick search <Kbd size="xs">Ctrl</Kbd>+<Kbd size="xs">K</Kbd>
            </Group>
          }
        >
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Quick search (Ctrl+K)"
            onClick={searchPalette.open}
          >
            <IconCommand size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Spotlight.Root
        store={searchPaletteStore}
        query={query}
        onQueryChange={setQuery}
        shortcut={['mod + K']}
        tagsToIgnore={[]}
        scrollable
        maxHeight={420}
        // The dialog's accessible name (axe: aria-dialog-name); the search box is its visible head.
        title="Quick search"
        styles={{ header: { display: 'none' } }}
      >
        <Spotlight.Search
          placeholder="Search vehicles, vendors, documents…"
          aria-label="Quick search"
          leftSection={<IconSearch size={18} aria-hidden />}
        />
        <Spotlight.ActionsList aria-label="Search results">
          <PaletteResults text={debounced} />
        </Spotlight.ActionsList>
      </Spotlight.Root>
    </>
  );
}
