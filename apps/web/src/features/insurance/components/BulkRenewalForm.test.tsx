import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { BulkRenewalForm } from './BulkRenewalForm';

const vehicles = [
  {
    vin: 'V1N00000200000001',
    description: '2021 Honda Accord',
    license_plate: 'AAA-1',
    current_insurance_cost: '0.10',
  },
  {
    vin: 'V1N00000400000002',
    description: '2022 Ford Transit',
    license_plate: 'BBB-2',
    current_insurance_cost: '0.20',
  },
  {
    vin: 'V1N00000600000003',
    description: '2020 Toyota Camry',
    license_plate: 'CCC-3',
    current_insurance_cost: null,
  },
];
const latest = {
  id: 9,
  policy_name: 'Fleet Auto 2025',
  policy_number: 'FA-2025',
  insurance_company: 'Acme Mutual',
  start_date: '2025-01-01',
  end_date: '2025-12-31',
  total_premium: '0.30',
  vehicle_count: 2,
  deductible: '500.00',
  coverage_type: 'Full Coverage',
  additional_costs: '0.00',
  additional_costs_notes: '',
  notes: '',
  renewed_from: null,
  created_at: '2025-01-01T00:00:00Z',
};
const types = [{ id: 4, name: 'Full Coverage' }];
const RENEW = 'POST /api/vehicles/master-policies/bulk_renewal/';

function renderForm(onDone = vi.fn()) {
  renderWithProviders(
    <BulkRenewalForm vehicles={vehicles} latest={latest} coverageTypes={types} onDone={onDone} />,
  );
  return onDone;
}
const summary = () => screen.getByRole('region', { name: 'Cost summary' });

describe('BulkRenewalForm (spec 2, bulk renewal)', () => {
  it('totals the included premiums and additional costs to the cent; Exclude drops a row', async () => {
    const calls = stubFetch({ [RENEW]: json({ ...latest, id: 10, vehicle_count: 1 }, 201) });
    const onDone = renderForm();
    const user = userEvent.setup({ delay: null });
    // 0.10 + 0.20 would be 0.30000000000000004 in floats.
    expect(summary()).toHaveTextContent('Included Vehicles3');
    expect(summary()).toHaveTextContent('Total Premium$0.30');
    const third = screen.getByRole('textbox', { name: 'Premium for 2020 Toyota Camry (CCC-3)' });
    await user.type(third, '1000');
    await user.type(screen.getByRole('textbox', { name: 'Additional Costs' }), '25.5');
    expect(summary()).toHaveTextContent('Total Premium$1,025.80');

    await user.click(screen.getByRole('checkbox', { name: 'Exclude 2022 Ford Transit (BBB-2)' }));
    expect(
      screen.getByRole('textbox', { name: 'Premium for 2022 Ford Transit (BBB-2)' }),
    ).toBeDisabled();
    expect(summary()).toHaveTextContent('Included Vehicles2');
    expect(summary()).toHaveTextContent('Total Premium$1,025.60');

    await user.type(screen.getByRole('textbox', { name: /Policy Number/ }), 'FA-2026');
    await user.click(screen.getByRole('button', { name: 'Create Renewal' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      policy_name: 'Fleet Auto 2025',
      insurance_company: 'Acme Mutual',
      policy_number: 'FA-2026',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      total_premium: '1025.60',
      renewed_from: 9,
      additional_costs: '25.5',
    });
    expect(sent.vehicle_allocations).toMatchObject([
      { vehicle_vin: 'V1N00000200000001', include_in_renewal: true, vehicle_premium: '0.10' },
      { vehicle_vin: 'V1N00000400000002', include_in_renewal: false },
      { vehicle_vin: 'V1N00000600000003', include_in_renewal: true, vehicle_premium: '1000' },
    ]);
  });

  it('checks required fields before sending, and keeps what was typed', async () => {
    const calls = stubFetch({});
    renderWithProviders(
      <BulkRenewalForm vehicles={vehicles} latest={null} coverageTypes={types} onDone={vi.fn()} />,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /Policy Name/ }), 'Fleet 2026');
    await user.click(screen.getByRole('button', { name: 'Create Renewal' }));
    expect(await screen.findByText('Insurance company is required')).toBeInTheDocument();
    expect(screen.getByText('Policy number is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(screen.getByText('End date is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Policy Name/ })).toHaveValue('Fleet 2026');
    expect(calls).toHaveLength(0);
  });

  it("says 'Failed to create insurance renewal' with the server's data and status", async () => {
    stubFetch({
      [RENEW]: json(
        {
          'vehicle_allocations.1.vehicle_vin': ['Vehicle V1N00000400000002 not found in this shop'],
        },
        400,
      ),
    });
    renderForm();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /Policy Number/ }), 'FA-2026');
    await user.click(screen.getByRole('button', { name: 'Create Renewal' }));
    const text =
      'Failed to create insurance renewal: {"vehicle_allocations.1.vehicle_vin":["Vehicle V1N00000400000002 not found in this shop"]} (400)';
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    expect(
      within(screen.getByRole('region', { name: 'Master policy' })).getByRole('textbox', {
        name: /Policy Number/,
      }),
    ).toHaveValue('FA-2026');
  });
});
