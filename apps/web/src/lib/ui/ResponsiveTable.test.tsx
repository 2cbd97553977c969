import { Badge, Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screenOfWidth } from '../../../test/utils';
import { ResponsiveTable, type Column } from './ResponsiveTable';

type Entry = { id: number; date: string; miles: string; source: string; notes: string };

const ENTRIES: Entry[] = [
  { id: 1, date: 'Mar 3, 2026', miles: '12,400 mi', source: 'Manual', notes: 'Oil light on' },
  { id: 2, date: 'Feb 1, 2026', miles: '11,900 mi', source: 'Service', notes: '' },
];

function renderEntries({ onEdit = vi.fn(), onOpen = vi.fn() } = {}) {
  const columns: Column<Entry>[] = [
    { header: 'Date', cell: (e) => e.date, card: 'title' },
    { header: 'Mileage', cell: (e) => e.miles, align: 'right' },
    { header: 'Source', cell: (e) => e.source, cardCell: (e) => `${e.source} entry` },
    {
      header: 'Status',
      cell: (e) => <Badge>{e.id === 1 ? 'Latest' : 'Earlier'}</Badge>,
      card: 'badge',
    },
    { header: 'Notes', cell: (e) => e.notes, card: 'wide' },
    { header: 'Id', cell: (e) => String(e.id), card: 'hidden' },
    {
      header: 'Actions',
      cell: (e) => (
        <Button
          size="xs"
          onClick={(event) => {
            event.stopPropagation();
            onEdit(e.id);
          }}
        >{`Edit entry ${e.id}`}</Button>
      ),
      card: 'actions',
    },
  ];
  renderWithProviders(
    <ResponsiveTable
      label="Mileage history"
      columns={columns}
      rows={ENTRIES}
      rowKey={(e) => e.id}
      onRowClick={(e) => onOpen(e.id)}
      rowAttributes={(e) => ({ 'data-entry': e.id })}
      muted={(e) => e.id === 2}
    />,
  );
  return { onEdit, onOpen };
}

describe('ResponsiveTable', () => {
  it('is a table from 600 px up: the headers, a row per record, every column', async () => {
    screenOfWidth(600);
    const { onOpen } = renderEntries();
    const table = screen.getByRole('table', { name: 'Mileage history' });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Mileage', 'Source', 'Status', 'Notes', 'Id', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Mar 3, 2026',
      '12,400 mi',
      'Manual',
      'Latest',
      'Oil light on',
      '1',
      'Edit entry 1',
    ]);
    expect(first).toHaveAttribute('data-entry', '1');
    expect(second).toHaveStyle({ opacity: '0.55' });
    await userEvent.click(within(first!).getByText('Manual'));
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('is a list of cards under 600 px, from the same columns, its actions in reach', async () => {
    screenOfWidth(390);
    const { onEdit, onOpen } = renderEntries();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Mileage history' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(first).toHaveAttribute('data-entry', '1');
    // The title and the badge head the card; the other values are labelled.
    expect(within(first).getByText('Mar 3, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Latest')).toBeInTheDocument();
    const labels = within(first)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(labels).toEqual(['Mileage', 'Source', 'Notes']);
    const values = within(first)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    // A card may say a value in its own words (cardCell); a hidden column is left out.
    expect(values).toEqual(['12,400 mi', 'Manual entry', 'Oil light on']);
    expect(within(first).queryByText('Id')).not.toBeInTheDocument();
    // An empty value leaves its label out: the second entry has no notes.
    expect(
      within(cards[1]!)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Mileage', 'Source']);

    // The card's button works from the keyboard and does not also open the record.
    within(first).getByRole('button', { name: 'Edit entry 1' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith(1);
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(within(cards[1]!).getByText('11,900 mi'));
    expect(onOpen).toHaveBeenCalledWith(2);
  });

  it('swaps the cards for the table when the phone turns past 600 px, and back', () => {
    const resize = screenOfWidth(390);
    renderEntries();
    expect(screen.getByRole('list', { name: 'Mileage history' })).toBeInTheDocument();
    resize(844);
    expect(screen.getByRole('table', { name: 'Mileage history' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    resize(599);
    expect(screen.getByRole('list', { name: 'Mileage history' })).toBeInTheDocument();
  });
});
