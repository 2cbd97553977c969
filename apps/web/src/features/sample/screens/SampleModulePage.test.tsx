import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import SampleModulePage from './SampleModulePage';

const category = { id: 1, name: 'Shop Projects', color: '#1c7ed6', icon: 'tools', item_count: 2 };
const item = {
  id: 7,
  name: 'Reorganise paint booth',
  description: 'Clear the booth.',
  category: 'Shop Projects',
  status: 'active',
  priority: 4,
  priority_label: 'High',
  completion_percentage: 40,
  updated_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
};

describe('SampleModulePage', () => {
  it('lists categories and recent items', async () => {
    stubFetch({
      'GET /api/sample-module/categories/': json(page([category])),
      'GET /api/sample-module/items/': json({ results: [item] }),
    });
    renderWithProviders(<SampleModulePage />);
    const card = (await screen.findAllByTestId('sample-category'))[0]!;
    expect(within(card).getByText('Shop Projects')).toBeInTheDocument();
    expect(within(card).getByText('2 items')).toBeInTheDocument();
    expect(within(card).getByText('Colour #1c7ed6')).toBeInTheDocument();

    const row = screen.getByText('Reorganise paint booth').closest('tr')!;
    expect(within(row).getByText('Clear the booth.')).toBeInTheDocument();
    expect(within(row).getByText('active')).toBeInTheDocument();
    expect(within(row).getByText('High')).toBeInTheDocument();
    expect(within(row).getByText('3h ago')).toBeInTheDocument();
    expect(
      within(row).getByRole('progressbar', { name: 'Reorganise paint booth: 40% complete' }),
    ).toBeInTheDocument();
  });

  it('shows the 10 most recently updated items when the server sends more', async () => {
    const items = Array.from({ length: 12 }, (_, i) => ({
      ...item,
      id: i + 1,
      name: `Item ${i + 1}`,
      // Item 12 is the newest, item 1 the oldest.
      updated_at: new Date(Date.now() - (12 - i) * 3600_000).toISOString(),
    }));
    stubFetch({
      'GET /api/sample-module/categories/': json(page([category])),
      'GET /api/sample-module/items/': json({ results: items }),
    });
    renderWithProviders(<SampleModulePage />);
    expect(await screen.findByText('Item 12')).toBeInTheDocument();
    const names = screen.getAllByText(/^Item \d+$/).map((el) => el.textContent);
    expect(names).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Item ${n}`));
  });

  it('shows its buttons disabled, as a demonstration only', async () => {
    const calls = stubFetch({
      'GET /api/sample-module/categories/': json(page([])),
      'GET /api/sample-module/items/': json({ results: [] }),
    });
    renderWithProviders(<SampleModulePage />);
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
    expect(screen.getByText('No items yet')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add Item' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(add);
    expect(calls).toHaveLength(2);
    expect(screen.getByText(/do nothing by design/)).toBeInTheDocument();
  });

  it("shows 'Failed to load sample module data' when a load fails", async () => {
    stubFetch({
      'GET /api/sample-module/categories/': json({ detail: 'down' }, 500),
      'GET /api/sample-module/items/': json({ results: [] }),
    });
    renderWithProviders(<SampleModulePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load sample module data');
  });
});
