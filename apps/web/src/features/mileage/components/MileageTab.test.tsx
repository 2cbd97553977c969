import { MILEAGE_MESSAGES } from '@fleetdesk/contract/mileage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { CURRENT_CONTEXT, detail, SHOP_TODAY } from '../../../../test/fixtures';
import { DetailCountsProbe } from '../../../../test/detail-probe';
import { MileageTab } from './MileageTab';
import { pickOption } from '../../../../test/select-option';

const VIN = '1HGCM82633A004352';
const LIST = `GET /api/vehicles/mileage-logs/?vehicle=${VIN}&page=1&page_size=25`;
const CREATE = 'POST /api/vehicles/mileage-logs/';

const log = (over: Partial<Record<string, unknown>>) => ({
  id: 1,
  vehicle: VIN,
  mileage: 45231,
  source: 'manual',
  source_display: 'Manual',
  notes: '',
  is_correction: false,
  date_recorded: '2025-03-01T10:00:00Z',
  recorded_by: 'Mia Manager',
  ...over,
});
const page = (results: unknown[], next: string | null = null, count = results.length) => ({
  count,
  total_pages: next ? 2 : 1,
  next,
  previous: null,
  results,
});

const manager = {
  permissions: { canViewMileage: true, canManageMileage: true },
  isSuperuser: false,
};
const viewer = { permissions: { canViewMileage: true }, isSuperuser: false };

describe('MileageTab', () => {
  it('shows the history newest first with formatted mileage and System for unknown recorders', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      [LIST]: json(
        page([
          log({ id: 1, mileage: 40100, date_recorded: '2025-01-10T10:00:00Z', recorded_by: null }),
          log({
            id: 2,
            mileage: 45231,
            date_recorded: '2025-03-01T10:00:00Z',
            source: 'service',
            source_display: 'Service',
            notes: 'Oil change',
          }),
        ]),
      ),
    });
    renderWithProviders(<MileageTab vin={VIN} {...viewer} />);
    const table = await screen.findByRole('table', { name: 'Mileage history' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Mileage', 'Source', 'Recorded By', 'Notes']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Mar 1, 2025', '45,231 mi', 'Service', 'Mia Manager', 'Oil change'],
      ['Jan 10, 2025', '40,100 mi', 'Manual', 'System', ''],
    ]);
  });

  it('shows an empty state and hides the form without manage mileage', async () => {
    stubFetch({ ...CURRENT_CONTEXT, [LIST]: json(page([])) });
    renderWithProviders(<MileageTab vin={VIN} {...viewer} />);
    expect(await screen.findByText('No mileage entries recorded yet')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add mileage entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Entry' })).not.toBeInTheDocument();
  });

  it('offers the form to a superuser without explicit permissions', async () => {
    stubFetch({ ...CURRENT_CONTEXT, [LIST]: json(page([])) });
    renderWithProviders(<MileageTab vin={VIN} permissions={{}} isSuperuser />);
    expect(await screen.findByRole('button', { name: 'Add Entry' })).toBeInTheDocument();
  });

  it('shows the error state when the history fails to load', async () => {
    stubFetch({ [LIST]: json({ detail: 'boom' }, 500) });
    renderWithProviders(<MileageTab vin={VIN} {...viewer} />);
    expect(await screen.findByText('Failed to fetch mileage history')).toBeInTheDocument();
  });

  it('loads more pages on request', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      [LIST]: json(page([log({ id: 2 })], '/api/vehicles/mileage-logs/?page=2', 2)),
      [`GET /api/vehicles/mileage-logs/?vehicle=${VIN}&page=2&page_size=25`]: json(
        page([log({ id: 1, mileage: 100, date_recorded: '2024-01-01T00:00:00Z' })], null, 2),
      ),
    });
    renderWithProviders(<MileageTab vin={VIN} {...viewer} />);
    expect(await screen.findByText('Showing 1 of 2 entries')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('100 mi')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('warns when the mileage is missing and sends nothing', async () => {
    const calls = stubFetch({ ...CURRENT_CONTEXT, [LIST]: json(page([])) });
    renderWithProviders(<MileageTab vin={VIN} {...manager} />);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Add Entry' }));
    expect(MILEAGE_MESSAGES.invalid).toBe('Please enter a valid mileage number');
    // Once under the field and once as the warning toast.
    expect(await screen.findAllByText(MILEAGE_MESSAGES.invalid)).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Mileage' })).toHaveAccessibleDescription(
      MILEAGE_MESSAGES.invalid,
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('posts the entry with vehicle, mileage, source and notes', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      [LIST]: json(page([])),
      [CREATE]: json(log({ id: 9, mileage: 50000 }), 201),
    });
    renderWithProviders(<MileageTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: 'Mileage' }), '50000');
    await pickOption(user, 'Source', 'Towing');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Towed in');
    await user.click(screen.getByRole('button', { name: 'Add Entry' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      vehicle: VIN,
      mileage: 50000,
      source: 'towing',
      notes: 'Towed in',
      is_correction: false,
    });
    expect(await screen.findByText('50,000 mi added to the mileage history')).toBeInTheDocument();
    // The list is fetched again after the add.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('mileage-logs/?')).length).toBe(2),
    );
  });

  it('sends the day the odometer was read, and shows a refused day on its field', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      [LIST]: json(page([])),
      [CREATE]: json({ date_recorded: [MILEAGE_MESSAGES.dateInFuture] }, 400),
    });
    renderWithProviders(<MileageTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: 'Mileage' }), '50000');
    const day = screen.getByRole('textbox', { name: 'Date read' });
    await user.type(day, SHOP_TODAY);
    await user.click(screen.getByRole('button', { name: 'Add Entry' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      mileage: 50000,
      date_recorded: SHOP_TODAY,
    });
    // The refusal is on the field, and what was typed stays.
    expect(await screen.findByText(MILEAGE_MESSAGES.dateInFuture)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mileage' })).toHaveValue('50,000');
  });

  it('offers a correction when the server refuses a lower reading, after confirming', async () => {
    const refusal = MILEAGE_MESSAGES.lowerReading(100, 45231);
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      [LIST]: json(page([])),
      [CREATE]: ({ body }) =>
        (body as { is_correction?: boolean }).is_correction
          ? json(log({ id: 3, mileage: 100, is_correction: true }), 201)
          : json({ mileage: [refusal] }, 400),
    });
    renderWithProviders(<MileageTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null });
    const field = await screen.findByRole('textbox', { name: 'Mileage' });
    await user.type(field, '100');
    await user.click(screen.getByRole('button', { name: 'Add Entry' }));

    expect(await screen.findByText('Failed to save mileage entry')).toBeInTheDocument();
    // The server's message sits under the field (and in the toast).
    await waitFor(() => expect(field).toHaveAccessibleDescription(refusal));
    expect(field).toHaveValue('100');

    await user.click(screen.getByRole('button', { name: 'Record as correction' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Record as correction' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toMatchObject({
      mileage: 100,
      is_correction: true,
    });
    expect(await screen.findByText('100 mi recorded as a correction')).toBeInTheDocument();
  });

  it('does not resubmit when the correction is cancelled', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      [LIST]: json(page([])),
      [CREATE]: json({ mileage: [MILEAGE_MESSAGES.lowerReading(5, 10)] }, 400),
    });
    renderWithProviders(<MileageTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: 'Mileage' }), '5');
    await user.click(screen.getByRole('button', { name: 'Add Entry' }));
    await user.click(await screen.findByRole('button', { name: 'Record as correction' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('refreshes the vehicle detail (current mileage, tab counts) after an add', async () => {
    let count = 0;
    stubFetch({
      ...CURRENT_CONTEXT,
      [LIST]: json(page([])),
      [`GET /api/vehicles/vehicles/${VIN}/`]: () =>
        json(detail({ vin: VIN, mileage_log_count: count })),
      [CREATE]: () => {
        count += 1;
        return json(log({ id: 9, mileage: 50000 }), 201);
      },
    });
    renderWithProviders(
      <>
        <DetailCountsProbe vin={VIN} />
        <MileageTab vin={VIN} {...manager} />
      </>,
    );
    expect(await screen.findByRole('status', { name: 'detail counts' })).toHaveTextContent('0/2');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: 'Mileage' }), '50000');
    await user.click(screen.getByRole('button', { name: 'Add Entry' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'detail counts' })).toHaveTextContent('1/2'),
    );
  });
});
