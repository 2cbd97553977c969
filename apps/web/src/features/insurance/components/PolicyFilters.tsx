import { Autocomplete, Button, Group, NumberInput, Paper, TextInput } from '@mantine/core';
import { Select } from '../../../lib/ui/Select';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import {
  INDIVIDUAL_POLICIES,
  POLICY_ENDS_WITHIN_MAX_DAYS,
  type MasterPolicy,
} from '@fleetdesk/contract/insurance';
import { useRef, useState } from 'react';
import { hasFilters, type OverviewState } from './overview-params';

const DEBOUNCE_MS = 300;
const ALL = 'all';

type Filters = Pick<OverviewState, 'search' | 'company' | 'master' | 'endsWithin'>;

type Props = {
  state: OverviewState;
  masterPolicies: MasterPolicy[];
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
};

/** A typed value that follows the address when it changes under it (Back, Clear filters). */
function useDraft<T>(committed: T): [T, (value: T) => void] {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (seen !== committed) {
    setSeen(committed);
    setDraft(committed);
  }
  return [draft, setDraft];
}

/** The master policy's name as the filter and the empty state show it. */
export const masterPolicyLabel = (m: MasterPolicy) =>
  m.policy_number ? `${m.policy_name} (${m.policy_number})` : m.policy_name;

/**
 * The insurance overview's search and filters (issue 24 item 5): typing is committed to the
 * address after a pause, a pick at once.
 */
export function PolicyFilters({ state, masterPolicies, onChange, onClear }: Props) {
  const [search, setSearch] = useDraft(state.search);
  const [company, setCompany] = useDraft(state.company);
  const [ends, setEnds] = useDraft<string | number>(state.endsWithin ?? '');
  // Typing in two boxes within the pause commits both: changes gather until it ends.
  const pending = useRef<Partial<Filters>>({});
  const flush = useDebouncedCallback(() => {
    const change = pending.current;
    pending.current = {};
    onChange(change);
  }, DEBOUNCE_MS);
  const commit = (change: Partial<Filters>) => {
    pending.current = { ...pending.current, ...change };
    flush();
  };
  const companies = [...new Set(masterPolicies.map((m) => m.insurance_company))]
    .filter((c) => c !== '')
    .sort((a, b) => a.localeCompare(b));
  const masterOptions = [
    { value: ALL, label: 'All master policies' },
    { value: INDIVIDUAL_POLICIES, label: 'Individual policies' },
    ...masterPolicies.map((m) => ({ value: String(m.id), label: masterPolicyLabel(m) })),
  ];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Search and filters">
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Vehicle, policy number or company"
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            commit({ search: event.currentTarget.value.trim() });
          }}
          w={{ base: '100%', sm: 280 }}
        />
        <Autocomplete
          label="Insurance company"
          placeholder="Any company"
          data={companies}
          value={company}
          onChange={(value) => {
            setCompany(value);
            commit({ company: value.trim() });
          }}
          onOptionSubmit={(value) => onChange({ company: value })}
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label="Master policy"
          data={masterOptions}
          value={state.master ?? ALL}
          onChange={(value) => onChange({ master: value === null || value === ALL ? null : value })}
          allowDeselect={false}
          w={{ base: '100%', sm: 240 }}
        />
        <NumberInput
          label="Ending within (days)"
          placeholder="Any time"
          min={0}
          max={POLICY_ENDS_WITHIN_MAX_DAYS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={ends}
          onChange={(value) => {
            setEnds(value);
            commit({ endsWithin: typeof value === 'number' ? value : null });
          }}
          w={{ base: '100%', sm: 170 }}
        />
        {hasFilters(state) && (
          <Button variant="default" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </Group>
    </Paper>
  );
}
