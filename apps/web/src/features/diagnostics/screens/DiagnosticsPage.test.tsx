import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import DiagnosticsPage from './DiagnosticsPage';

const modules = {
  vehicles: {
    display_name: 'Vehicles',
    icon: 'car',
    navigation_order: 10,
    navigation_permission: 'canViewBasic',
    models: {
      vehicle: {
        show_in_nav: true,
        icon: 'car',
        nav_name: 'Vehicles',
        nav_order: 1,
        has_detail_page: true,
        url_pattern: '/vehicles/{id}',
      },
      hidden: {
        show_in_nav: false,
        icon: 'box',
        nav_name: 'Hidden Model',
        nav_order: 2,
        has_detail_page: false,
        url_pattern: '/x/{id}',
      },
    },
  },
};
const child = (name: string, url: string, icon: string, order: number) => ({
  name,
  url,
  module: 'vehicles',
  icon,
  order,
  permission: null,
  children: [],
});
const navigation = {
  results: [
    {
      ...child('Vehicles', '/vehicles', 'car', 1),
      permission: 'canViewBasic',
      children: [
        child('All Vehicles', '/vehicles', 'list', 1),
        child('Add Vehicle', '/vehicles/add', 'mystery-icon', 2),
      ],
    },
  ],
};
const search = {
  searchable_models: [
    {
      model: 'vehicle',
      module: 'vehicles',
      fields: ['vin', 'make'],
      weight: 10,
      has_detail_page: true,
      icon: 'car',
    },
  ],
};

const api = (over: Record<string, Response | 'network-error'> = {}) => ({
  'GET /api/base/modules/': json({ modules }),
  'GET /api/base/navigation/': json(navigation),
  'GET /api/base/search-config/': json(search),
  'GET /api/reminders/runs/': json({
    email_configured: false,
    reminder_hour: 7,
    outbox: { pending: 0, failed_attempts: 0, sent: 0 },
    runs: [],
  }),
  'GET /api/backups/': json({ hour: 2, keep: 14, destination: 'disk', runs: [] }),
  'GET /api/base/permissions/': json({ permissions: {}, is_superuser: true, groups: [] }),
  ...over,
});

describe('DiagnosticsPage', () => {
  it('says it is discovering modules while the registry loads', () => {
    stubFetch({
      'GET /api/base/modules/': () => new Promise<Response>(() => undefined),
      'GET /api/base/navigation/': json(navigation),
      'GET /api/base/search-config/': json(search),
    });
    renderWithProviders(<DiagnosticsPage />);
    expect(screen.getByText('Discovering modules...')).toBeInTheDocument();
  });

  it('shows the registry: banner counts, modules, navigation, searchable models, icons, endpoints', async () => {
    stubFetch(api());
    renderWithProviders(<DiagnosticsPage />);
    expect(
      await screen.findByText('Module registry loaded: 1 module discovered, 3 navigation items.'),
    ).toBeInTheDocument();

    const mods = screen.getByRole('region', { name: 'Discovered Modules' });
    expect(within(mods).getByText('Vehicles', { selector: 'p' })).toBeInTheDocument();
    expect(within(mods).getByText('canViewBasic')).toBeInTheDocument();
    expect(within(mods).getByText('2 models')).toBeInTheDocument();
    expect(within(mods).getByText(/order 10/)).toBeInTheDocument();
    expect(within(mods).getByText('Vehicles · icon car · order 1')).toBeInTheDocument();
    expect(within(mods).queryByText(/Hidden Model/)).not.toBeInTheDocument();

    const nav = screen.getByRole('region', { name: 'Navigation Structure' });
    expect(within(nav).getByText('Add Vehicle')).toBeInTheDocument();
    expect(within(nav).getByText('/vehicles/add · module vehicles · order 2')).toBeInTheDocument();

    const table = screen.getByRole('region', { name: 'Searchable Models' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['vehicle', 'vehicles', 'vin, make', '10', 'Yes']);

    const icons = screen.getByRole('region', { name: 'Dynamic Icon Diagnostics' });
    expect(
      within(icons).getByText('4 icon names in use; 1 not mapped (shown as a dot).'),
    ).toBeInTheDocument();
    const mystery = within(icons).getByText('mystery-icon').closest('li')!;
    expect(within(mystery).getByText('Not mapped')).toBeInTheDocument();
    const car = within(icons).getByText('car').closest('li')!;
    expect(within(car).getByText('Mapped')).toBeInTheDocument();

    const apiInfo = screen.getByRole('region', { name: 'API Information' });
    for (const path of ['/api/base/modules/', '/api/base/navigation/', '/api/base/search-config/'])
      expect(within(apiInfo).getByText(`GET ${path}`)).toBeInTheDocument();
  });

  it('warns when the registry holds no modules, with the empty texts', async () => {
    stubFetch(
      api({
        'GET /api/base/modules/': json({ modules: {} }),
        'GET /api/base/navigation/': json({ results: [] }),
        'GET /api/base/search-config/': json({ searchable_models: [] }),
      }),
    );
    renderWithProviders(<DiagnosticsPage />);
    expect(await screen.findByText('Module registry not loaded')).toBeInTheDocument();
    expect(screen.getByText('No modules discovered')).toBeInTheDocument();
    expect(screen.getByText('No navigation items found')).toBeInTheDocument();
    expect(screen.getByText('No searchable models found')).toBeInTheDocument();
  });

  it('shows Error Loading Modules with the error text', async () => {
    stubFetch(api({ 'GET /api/base/modules/': json({ detail: 'boom' }, 500) }));
    renderWithProviders(<DiagnosticsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Modules');
    expect(alert).toHaveTextContent('Failed to load modules: 500');
  });
});
