import { SERVICE_MESSAGES } from '@fleetdesk/contract/service';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../test/utils';
import { pickOption } from '../../../../test/select-option';
import { detail, issueReply, page, pageSizeSetting } from '../../../../test/fixtures';
import { DetailCountsProbe } from '../../../../test/detail-probe';
import { ServiceHistoryTab } from './ServiceHistoryTab';

const VIN = '1HGCM82633A004352';
const LIST = `GET /api/vehicles/service-records/?vehicle=${VIN}&page=1&page_size=25`;
const VENDORS = 'GET /api/vendors/vendors/?vendor_type=vehicle_service';
const CREATE = 'POST /api/vehicles/service-records/';
const PAGE_SIZE = 'GET /api/base/settings/for_module/?module=service_records';
const SCHEDULES = `GET /api/vehicles/maintenance-schedules/?vehicle=${VIN}`;
const OPEN_ISSUES = `GET /api/vehicles/issues/?vehicle=${VIN}&status=open&page_size=200`;

const serviceRecordsPageSize = (value: number) => ({
  page_size: {
    ...pageSizeSetting(value),
    id: 'service_records.page_size',
    module: 'service_records',
    label: 'Service records per page',
  },
});

/** The records calls, with the user's service_records page size at 25 unless a test says otherwise. */
function stubRecords(routes: FetchRoutes) {
  return stubFetch({
    [PAGE_SIZE]: json(serviceRecordsPageSize(25)),
    [SCHEDULES]: json([]),
    [OPEN_ISSUES]: json(page([])),
    ...routes,
  });
}

const vendor = (id: number, name: string) => ({
  id,
  name,
  vendor_type: 'vehicle_service',
  phone: '',
  email: '',
  address: '',
  notes: '',
  created_at: '2025-01-01T00:00:00Z',
});
const record = (over: Partial<Record<string, unknown>>) => ({
  id: 1,
  vehicle: VIN,
  vehicle_description: '2020 Honda Accord',
  service_date: '2025-02-10',
  vendor_id: 4,
  vendor_name: 'Main Street Auto',
  service_type: 'maintenance',
  service_type_display: 'Maintenance',
  amount: '1234.5',
  description: 'Oil change',
  mileage_at_service: 45231,
  parts_cost: null,
  labor_cost: null,
  invoice_number: '',
  next_service_date: null,
  next_service_mileage: null,
  created_at: '2025-02-10T10:00:00Z',
  ...over,
});

const schedule = (over: Partial<Record<string, unknown>>) => ({
  id: 31,
  vehicle: null,
  vehicle_type: 'loaner',
  name: 'Oil change',
  service_type: 'maintenance',
  interval_miles: 5000,
  interval_days: 182,
  vendor_id: null,
  vendor_name: null,
  last_done_mileage: 40000,
  last_done_on: '2024-08-01',
  next_due_date: '2025-01-30',
  next_due_mileage: 45000,
  forecast_date: null,
  state: 'overdue',
  ...over,
});

const manager = {
  permissions: { canViewService: true, canManageService: true },
  isSuperuser: false,
};
const viewer = { permissions: { canViewService: true }, isSuperuser: false };

async function fillRequired(user: UserEvent) {
  await user.type(await screen.findByLabelText(/^Service Date/), '2025-03-04');
  await pickOption(user, 'Vendor', 'Main Street Auto');
  await user.type(screen.getByRole('textbox', { name: 'Amount (USD)' }), '250.75');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Brake pads');
}

describe('ServiceHistoryTab', () => {
  it('lists records newest first with the spec columns', async () => {
    stubRecords({
      [LIST]: json(
        page([
          record({
            id: 1,
            service_date: '2024-11-02',
            mileage_at_service: null,
            amount: '80',
            description: 'Wipers',
            service_type_display: 'Other',
          }),
          record({ id: 2 }),
        ]),
      ),
    });
    renderWithProviders(<ServiceHistoryTab vin={VIN} {...viewer} />);
    const table = await screen.findByRole('table', { name: 'Service history' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Vendor', 'Service Type', 'Amount', 'Mileage', 'Description']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Feb 10, 2025', 'Main Street Auto', 'Maintenance', '$1,234.50', '45,231 mi', 'Oil change'],
      ['Nov 2, 2024', 'Main Street Auto', 'Other', '$80.00', '—', 'Wipers'],
    ]);
  });

  it('shows the empty state and no form without manage service', async () => {
    const calls = stubRecords({ [LIST]: json(page([])) });
    renderWithProviders(<ServiceHistoryTab vin={VIN} {...viewer} />);
    expect(await screen.findByText('No service records yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Service Record' })).not.toBeInTheDocument();
    // Without the form, vendors are not even asked for.
    expect(calls.some((c) => c.url.startsWith('/api/vendors/'))).toBe(false);
  });

  it('warns with the spec text when required fields are missing and sends nothing', async () => {
    const calls = stubRecords({
      [LIST]: json(page([])),
      [VENDORS]: json(page([vendor(4, 'Main Street Auto')])),
    });
    renderWithProviders(<ServiceHistoryTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add Service Record' }));
    expect(
      await screen.findByText(
        'Please fill in all required fields (Service Date, Vendor, Amount, Description)',
      ),
    ).toBeInTheDocument();
    expect(SERVICE_MESSAGES.requiredSummary).toBe(
      'Please fill in all required fields (Service Date, Vendor, Amount, Description)',
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      SERVICE_MESSAGES.descriptionRequired,
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends only the filled optional fields', async () => {
    const calls = stubRecords({
      [LIST]: json(page([])),
      [VENDORS]: json(page([vendor(4, 'Main Street Auto'), vendor(5, 'Glass Pros')])),
      [CREATE]: json(record({ id: 7 }), 201),
    });
    renderWithProviders(<ServiceHistoryTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null });
    await fillRequired(user);
    await pickOption(user, 'Service Type', 'Repair');
    await user.type(screen.getByRole('textbox', { name: 'Invoice Number' }), 'INV-77');
    await user.click(screen.getByRole('button', { name: 'Add Service Record' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      vehicle: VIN,
      service_date: '2025-03-04',
      vendor_id: 4,
      service_type: 'repair',
      amount: '250.75',
      description: 'Brake pads',
      invoice_number: 'INV-77',
    });
    expect(await screen.findByText('Service record saved')).toBeInTheDocument();
  });

  it('sends every optional field when filled', async () => {
    const calls = stubRecords({
      [LIST]: json(page([])),
      [VENDORS]: json(page([vendor(4, 'Main Street Auto')])),
      [CREATE]: json(record({ id: 8 }), 201),
    });
    renderWithProviders(<ServiceHistoryTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null });
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Mileage at Service' }), '45000');
    await user.type(screen.getByRole('textbox', { name: 'Parts Cost (USD)' }), '100');
    await user.type(screen.getByRole('textbox', { name: 'Labor Cost (USD)' }), '150.75');
    await user.type(screen.getByLabelText('Next Service Date'), '2025-09-04');
    await user.type(screen.getByRole('textbox', { name: 'Next Service Mileage' }), '50000');
    await user.click(screen.getByRole('button', { name: 'Add Service Record' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      mileage_at_service: 45000,
      parts_cost: '100.00',
      labor_cost: '150.75',
      next_service_date: '2025-09-04',
      next_service_mileage: 50000,
    });
  });

  it('keeps what was typed and shows server field errors on failure', async () => {
    stubRecords({
      [LIST]: json(page([])),
      [VENDORS]: json(page([vendor(4, 'Main Street Auto')])),
      [CREATE]: json({ vendor_id: ['Vendor not found'] }, 400),
    });
    renderWithProviders(<ServiceHistoryTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Service Record' }));
    expect(await screen.findByText('Failed to save service record')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveAccessibleDescription(
        'Vendor not found',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Brake pads');
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveValue('Main Street Auto');
  });

  it('adds a vendor inline and selects it', async () => {
    const vendors: unknown[] = [];
    const calls = stubRecords({
      [LIST]: json(page([])),
      [VENDORS]: () => json(page(vendors)),
      'POST /api/vendors/vendors/': () => {
        vendors.push(vendor(11, 'Corner Garage'));
        return json(vendor(11, 'Corner Garage'), 201);
      },
    });
    renderWithProviders(<ServiceHistoryTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add vendor' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Vendor name' }), 'Corner Garage');
    await user.click(within(dialog).getByRole('button', { name: 'Save vendor' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveValue('Corner Garage'),
    );
    expect(
      calls.find((c) => c.url === '/api/vendors/vendors/' && c.method === 'POST')?.body,
    ).toEqual({
      name: 'Corner Garage',
      vendor_type: 'vehicle_service',
    });
    // The service record form was not submitted along with it.
    expect(
      calls.some((c) => c.url.startsWith('/api/vehicles/service-records/') && c.method === 'POST'),
    ).toBe(false);
  });

  it('refreshes the vehicle detail after an add', async () => {
    let count = 0;
    stubRecords({
      [LIST]: json(page([])),
      [VENDORS]: json(page([vendor(4, 'Main Street Auto')])),
      [`GET /api/vehicles/vehicles/${VIN}/`]: () =>
        json(detail({ vin: VIN, mileage_log_count: 0, service_record_count: count })),
      [CREATE]: () => {
        count += 1;
        return json(record({ id: 7 }), 201);
      },
    });
    renderWithProviders(
      <>
        <DetailCountsProbe vin={VIN} />
        <ServiceHistoryTab vin={VIN} {...manager} />
      </>,
    );
    expect(await screen.findByRole('status', { name: 'detail counts' })).toHaveTextContent('0/0');
    const user = userEvent.setup({ delay: null });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Service Record' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'detail counts' })).toHaveTextContent('0/1'),
    );
  });

  it("asks for the user's service_records page size and uses it for each load", async () => {
    const first = Array.from({ length: 2 }, (_, i) => record({ id: i + 1 }));
    const calls = stubRecords({
      [PAGE_SIZE]: json(serviceRecordsPageSize(50)),
      [`GET /api/vehicles/service-records/?vehicle=${VIN}&page=1&page_size=50`]: json({
        ...page(first),
        count: 4,
        total_pages: 2,
        next: '/api/vehicles/service-records/?page=2',
      }),
      [`GET /api/vehicles/service-records/?vehicle=${VIN}&page=2&page_size=50`]: json({
        ...page([record({ id: 3 }), record({ id: 4 })]),
        count: 4,
        total_pages: 2,
      }),
    });
    renderWithProviders(<ServiceHistoryTab vin={VIN} {...viewer} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Load more/ }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5),
    );
    const recordCalls = calls.filter((c) => c.url.startsWith('/api/vehicles/service-records/'));
    expect(
      recordCalls.map((c) => new URL(c.url, 'http://x').searchParams.get('page_size')),
    ).toEqual(['50', '50']);
  });

  it('falls back to 10 per load when the page size setting cannot be read', async () => {
    const calls = stubRecords({
      [PAGE_SIZE]: json({ detail: 'Not found.' }, 404),
      [`GET /api/vehicles/service-records/?vehicle=${VIN}&page=1&page_size=10`]: json(
        page([record({})]),
      ),
    });
    renderWithProviders(<ServiceHistoryTab vin={VIN} {...viewer} />);
    expect(await screen.findByText('Oil change')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/vehicles/service-records/'))).toHaveLength(1);
  });

  it('shows the schedules and offers the due ones to close, ticked when the type matches', async () => {
    const calls = stubRecords({
      [LIST]: json(page([])),
      [VENDORS]: json(page([vendor(4, 'Main Street Auto')])),
      [SCHEDULES]: json([
        schedule({}),
        schedule({
          id: 32,
          vehicle: VIN,
          vehicle_type: null,
          name: 'Tire rotation',
          service_type: 'tires',
          interval_days: null,
          next_due_date: null,
          next_due_mileage: 45300,
          state: 'due_soon',
        }),
        schedule({ id: 33, name: 'Safety inspection', service_type: 'inspection', state: 'ok' }),
      ]),
      [OPEN_ISSUES]: json(page([issueReply({ vehicle: VIN, out_of_service: true })])),
      [CREATE]: json(record({ id: 9 }), 201),
    });
    renderWithProviders(<ServiceHistoryTab vin={VIN} {...manager} />);
    const list = await screen.findByRole('list', { name: 'Maintenance schedules' });
    const oil = within(list).getByRole('listitem', { name: 'Oil change' });
    expect(oil).toHaveTextContent(
      'Maintenance · Every 5,000 miles or 182 days, whichever first · every loaner vehicle',
    );
    expect(oil).toHaveTextContent('Next dueJan 30, 2025 or 45,000 miles');
    expect(within(oil).getByText('Overdue')).toBeInTheDocument();
    const group = await screen.findByRole('group', { name: 'Schedules this service completes' });
    // Only the due ones; the maintenance one is ticked for a maintenance record.
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(group).getByRole('checkbox', { name: /Oil change/ })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: /Tire rotation/ })).not.toBeChecked();
    const user = userEvent.setup({ delay: null });
    await pickOption(user, 'Service Type', 'Tires');
    expect(within(group).getByRole('checkbox', { name: /Oil change/ })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: /Tire rotation/ })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: /Oil change/ }));
    // Issue 34 §3: the vehicle's open issues are offered too, and a ticked one is resolved.
    const issues = screen.getByRole('group', { name: 'Issues this service resolves' });
    await user.click(within(issues).getByRole('checkbox', { name: /Tyres failed Out of service/ }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Service Record' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      service_type: 'tires',
      schedules: [31, 32],
      issues: [90],
    });
  });
});
