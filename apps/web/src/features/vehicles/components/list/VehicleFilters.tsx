import { Button, Checkbox, Group, Paper, Stack, Switch, TextInput } from '@mantine/core';
import { Select } from '../../../../lib/ui/Select';
import { IconSearch } from '@tabler/icons-react';
import type { Location } from '@fleetdesk/contract/shops';
import type { ArchivedFilter } from '@fleetdesk/contract/vehicles';
import { TYPE_FILTERS } from './list-params';

type Props = {
  locations: Location[];
  location: number | null;
  types: string[];
  archived: ArchivedFilter;
  search: string;
  canViewArchived: boolean;
  onLocationChange: (location: number | null) => void;
  onTypesChange: (types: string[]) => void;
  onArchivedChange: (archived: ArchivedFilter) => void;
  onSearchChange: (search: string) => void;
  onClear: () => void;
};

const ALL = 'all';

/** Spec 2, vehicle list filters: location, vehicle types, archived, Clear Filters; plus search. */
export function VehicleFilters(props: Props) {
  const locationOptions = [
    { value: ALL, label: 'All Locations' },
    ...props.locations.map((l) => ({ value: String(l.id), label: l.name })),
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Description, VIN or plate"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={props.search}
            onChange={(event) => props.onSearchChange(event.currentTarget.value)}
            type="search"
            w={260}
          />
          <Select
            label="Location"
            data={locationOptions}
            value={props.location === null ? ALL : String(props.location)}
            onChange={(value) =>
              props.onLocationChange(value === null || value === ALL ? null : Number(value))
            }
            allowDeselect={false}
            w={220}
          />
          <Checkbox.Group label="Vehicle type" value={props.types} onChange={props.onTypesChange}>
            <Group gap="md" mt={8}>
              {TYPE_FILTERS.map((type) => (
                <Checkbox key={type.value} value={type.value} label={type.label} />
              ))}
            </Group>
          </Checkbox.Group>
        </Group>
        <Group justify="space-between">
          {props.canViewArchived ? (
            <Group gap="lg">
              <Switch
                label="Show archived vehicles"
                checked={props.archived !== false}
                onChange={(event) => props.onArchivedChange(event.currentTarget.checked)}
              />
              {props.archived !== false && (
                // The archived ones alone, or beside the active ones (each marked Archived).
                <Checkbox
                  label="Active vehicles too"
                  checked={props.archived === 'all'}
                  onChange={(event) =>
                    props.onArchivedChange(event.currentTarget.checked ? 'all' : true)
                  }
                />
              )}
            </Group>
          ) : (
            <span />
          )}
          <Button variant="default" onClick={props.onClear}>
            Clear Filters
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
