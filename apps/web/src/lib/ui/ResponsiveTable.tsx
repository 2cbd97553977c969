import { Group, SimpleGrid, Stack, Table, Text, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardList, CardListItem, type DataAttributes } from './CardList';
import { usePhone } from './phone';

/**
 * Where a column's value goes on a phone's card: `title` heads it (the first in bold), `badge`
 * sits at its top right, `field` is a labelled value in a two-column grid, `wide` a labelled
 * value across the card, `actions` a row of buttons at its foot, `hidden` is left out (the
 * card says it elsewhere).
 */
export type CardPlace = 'title' | 'badge' | 'field' | 'wide' | 'actions' | 'hidden';

export type Column<T> = {
  /** The table's header, and the value's label on a card. */
  header: string;
  /** The row's value; `index` is the row's place in `rows` (a form's field path). */
  cell: (row: T, index: number) => ReactNode;
  /** Default `field`. */
  card?: CardPlace;
  /** What the card shows instead of `cell`, when a card says it in other words. */
  cardCell?: (row: T, index: number) => ReactNode;
  /** Amounts: header and cells to the right in the table. */
  align?: 'right';
  width?: number | string;
};

type Props<T> = {
  /** Names the table and the card list alike. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The table's narrowest width; below it the table scrolls inside itself (600 px and up). */
  minWidth?: number;
  caption?: string;
  /** The table's `Tfoot` rows. Cards have none: what it totals belongs in tiles above. */
  footer?: ReactNode;
  /** A pointer's click anywhere on a row or card; a column's button is the keyboard's way. */
  onRowClick?: (row: T) => void;
  rowAttributes?: (row: T) => DataAttributes;
  /** A row taken out (of a total, a renewal): shown faded. */
  muted?: (row: T) => boolean;
  table?: Pick<TableProps, 'striped' | 'highlightOnHover' | 'verticalSpacing' | 'layout'>;
};

/**
 * Records as a table on a wide screen and, under 600 px, as a list of cards built from the same
 * columns: nothing scrolls sideways on a phone, and each screen defines its columns once.
 */
export function ResponsiveTable<T>(props: Props<T>) {
  return usePhone() ? <RecordCards {...props} /> : <RecordTable {...props} />;
}

const clickable = <T,>(onRowClick: Props<T>['onRowClick'], row: T) =>
  onRowClick ? { onClick: () => onRowClick(row), style: { cursor: 'pointer' } } : {};

function RecordTable<T>(props: Props<T>) {
  const { columns, rows, rowKey, muted, rowAttributes, onRowClick } = props;
  return (
    <Table.ScrollContainer minWidth={props.minWidth ?? 0}>
      <Table aria-label={props.label} {...props.table}>
        {props.caption && <Table.Caption>{props.caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.align} w={column.width}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr
              key={rowKey(row)}
              opacity={muted?.(row) ? 0.55 : undefined}
              {...rowAttributes?.(row)}
              {...clickable(onRowClick, row)}
            >
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.align}>
                  {column.cell(row, index)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {props.footer && <Table.Tfoot>{props.footer}</Table.Tfoot>}
      </Table>
    </Table.ScrollContainer>
  );
}

/** Nothing to show on a card: the label alone would say nothing. */
const blank = (value: ReactNode) =>
  value === null || value === undefined || value === false || value === '';

function Labelled({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

type Cell<T> = { column: Column<T>; value: ReactNode };

function CardHead<T>({ titles, badges }: { titles: Cell<T>[]; badges: Cell<T>[] }) {
  if (titles.length === 0 && badges.length === 0) return null;
  return (
    <Group justify="space-between" align="flex-start" gap="xs">
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 10rem' }}>
        {titles.map(({ column, value }, i) =>
          typeof value === 'string' || typeof value === 'number' ? (
            <Text
              key={column.header}
              fw={i === 0 ? 600 : undefined}
              size={i === 0 ? 'md' : 'sm'}
              style={{ overflowWrap: 'anywhere' }}
            >
              {value}
            </Text>
          ) : (
            <div key={column.header}>{value}</div>
          ),
        )}
      </Stack>
      {badges.length > 0 && (
        <Group gap={6}>
          {badges.map(({ column, value }) => (
            <div key={column.header}>{value}</div>
          ))}
        </Group>
      )}
    </Group>
  );
}

function RecordCards<T>(props: Props<T>) {
  const { columns, rows, rowKey, muted, rowAttributes, onRowClick } = props;
  return (
    <>
      <CardList label={props.label}>
        {rows.map((row, index) => {
          const cells: Cell<T>[] = columns
            .map((column) => ({ column, value: (column.cardCell ?? column.cell)(row, index) }))
            .filter(({ value }) => !blank(value));
          const placed = (place: CardPlace) =>
            cells.filter(({ column }) => (column.card ?? 'field') === place);
          const fields = placed('field');
          const wide = placed('wide');
          const actions = placed('actions');
          return (
            <CardListItem
              key={rowKey(row)}
              itemAttributes={rowAttributes?.(row)}
              opacity={muted?.(row) ? 0.55 : undefined}
              {...clickable(onRowClick, row)}
            >
              <Stack gap="xs">
                <CardHead titles={placed('title')} badges={placed('badge')} />
                {fields.length > 0 && (
                  <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
                    {fields.map(({ column, value }) => (
                      <Labelled key={column.header} label={column.header} value={value} />
                    ))}
                  </SimpleGrid>
                )}
                {wide.length > 0 && (
                  <Stack component="dl" gap="xs" m={0}>
                    {wide.map(({ column, value }) => (
                      <Labelled key={column.header} label={column.header} value={value} />
                    ))}
                  </Stack>
                )}
                {actions.length > 0 && (
                  <Group gap="xs">
                    {actions.map(({ column, value }) => (
                      <div key={column.header}>{value}</div>
                    ))}
                  </Group>
                )}
              </Stack>
            </CardListItem>
          );
        })}
      </CardList>
      {props.caption && (
        <Text size="sm" c="dimmed">
          {props.caption}
        </Text>
      )}
    </>
  );
}
