import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { ALL_IDS, userWidgets, widget } from '../test-fixtures';
import DashboardSettingsPage from './DashboardSettingsPage';

const WIDGETS = 'GET /api/dashboard/widgets/user_widgets/';
const UPDATE = 'POST /api/dashboard/preferences/update_widgets/';
const RESET = 'POST /api/dashboard/preferences/reset_to_defaults/';
const defaults = () => userWidgets(ALL_IDS.map((id) => widget(id)));
const orderShown = () =>
  within(screen.getByRole('list', { name: 'Widget order' }))
    .getAllByRole('listitem')
    .map((li) => li.firstElementChild?.firstElementChild?.textContent);

describe('DashboardSettingsPage', () => {
  it('groups the widgets by module and marks those with a permission Protected', async () => {
    stubFetch({ [WIDGETS]: json(defaults()) });
    renderWithProviders(<DashboardSettingsPage />);
    const group = await screen.findByRole('region', { name: 'Vehicles' });
    const switches = within(group).getAllByRole('switch');
    expect(switches).toHaveLength(4);
    for (const s of switches) expect(s).toBeChecked();
    expect(within(group).getAllByText('Protected')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('saves the enabled widgets in the order arranged, as both lists', async () => {
    const calls = stubFetch({ [WIDGETS]: json(defaults()), [UPDATE]: json(defaults()) });
    renderWithProviders(<DashboardSettingsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Fleet Value/ }));
    await user.click(screen.getByRole('button', { name: 'Move Loaner Availability up' }));
    await user.click(screen.getByRole('button', { name: 'Move Loaner Availability up' }));
    expect(orderShown()).toEqual(['Loaner Availability', 'Vehicle Overview', 'Recent Services']);
    expect(screen.getByRole('button', { name: 'Move Loaner Availability up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save Dashboard Settings' }));
    const order = ['loaner-availability', 'vehicle-overview', 'recent-services'];
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        enabled_widgets: order,
        widget_order: order,
      }),
    );
    expect(await screen.findByText('Dashboard settings saved')).toBeInTheDocument();
  });

  it('keeps what the user arranged and says so when saving fails', async () => {
    stubFetch({ [WIDGETS]: json(defaults()), [UPDATE]: json({ detail: 'down' }, 500) });
    renderWithProviders(<DashboardSettingsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Recent Services/ }));
    await user.click(screen.getByRole('button', { name: 'Save Dashboard Settings' }));
    expect(
      await screen.findByText('Failed to save settings. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Recent Services/ })).not.toBeChecked();
    expect(orderShown()).toEqual(['Vehicle Overview', 'Fleet Value', 'Loaner Availability']);
  });

  it('resets to defaults after a confirmation, and shows the defaults', async () => {
    const saved = userWidgets([
      widget('recent-services'),
      ...['vehicle-overview', 'fleet-value', 'loaner-availability'].map((id) =>
        widget(id, { enabled: false }),
      ),
    ]);
    const calls = stubFetch({ [WIDGETS]: json(saved), [RESET]: json(defaults()) });
    renderWithProviders(<DashboardSettingsPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('switch', { name: /Fleet Value/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Fleet Value/ })).toBeChecked());
    expect(orderShown()).toEqual([
      'Vehicle Overview',
      'Fleet Value',
      'Recent Services',
      'Loaner Availability',
    ]);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
  });

  it('says when a reset fails', async () => {
    stubFetch({ [WIDGETS]: json(defaults()), [RESET]: json({ detail: 'down' }, 500) });
    renderWithProviders(<DashboardSettingsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset to Defaults' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }),
    );
    expect(
      await screen.findByText('Failed to reset settings. Please try again.'),
    ).toBeInTheDocument();
  });

  it('says when the settings fail to load', async () => {
    stubFetch({ [WIDGETS]: json({ detail: 'down' }, 500) });
    renderWithProviders(<DashboardSettingsPage />);
    expect(
      await screen.findByText('Failed to load widget settings. Please try again.'),
    ).toBeInTheDocument();
  });
});
