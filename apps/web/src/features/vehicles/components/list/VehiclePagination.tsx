import { Group, Pagination, Text } from '@mantine/core';
import { Select } from '../../../../lib/ui/Select';
import { PAGE_SIZE_OPTIONS } from '@fleetdesk/contract/settings';
import { paginationWindow, shownRange } from '@fleetdesk/contract/rules/pagination-window';

type Props = {
  page: number;
  pageSize: number;
  count: number;
  /** The count is a lower bound (a search matching too many vehicles to count): "N+". */
  countIsLowerBound?: boolean;
  totalPages: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/**
 * Spec 2, vehicle list pagination: 'Showing X to Y of N vehicles', two pages either side of the
 * current one with first/last and ellipses (the contract's window), and the page size selector.
 */
export function VehiclePagination({
  page,
  pageSize,
  count,
  countIsLowerBound = false,
  totalPages,
  onPageChange,
  onPageSizeChange,
}: Props) {
  const { from, to } = shownRange(page, pageSize, count);
  const items = paginationWindow(page, totalPages);
  return (
    <Group justify="space-between" wrap="wrap" gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {`Showing ${from} to ${to} of ${count}${countIsLowerBound ? '+' : ''} vehicles`}
      </Text>
      <Group gap="md" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" component="label" htmlFor="vehicle-page-size">
            Items per page
          </Text>
          <Select
            id="vehicle-page-size"
            data={PAGE_SIZE_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))}
            value={String(pageSize)}
            onChange={(value) => value !== null && onPageSizeChange(Number(value))}
            allowDeselect={false}
            w={80}
            size="xs"
          />
        </Group>
        {totalPages > 1 && (
          <Pagination.Root total={totalPages} value={page} onChange={onPageChange} size="sm">
            <Group gap={4} component="nav" aria-label="Vehicle list pages">
              <Pagination.Previous aria-label="Previous page" />
              {items.map((item, index) =>
                item === 'ellipsis' ? (
                  <Pagination.Dots key={`dots-${index}`} />
                ) : (
                  <Pagination.Control
                    key={item}
                    active={item === page}
                    onClick={() => onPageChange(item)}
                    aria-label={`Page ${item}`}
                    aria-current={item === page ? 'page' : undefined}
                  >
                    {item}
                  </Pagination.Control>
                ),
              )}
              <Pagination.Next aria-label="Next page" />
            </Group>
          </Pagination.Root>
        )}
      </Group>
    </Group>
  );
}
