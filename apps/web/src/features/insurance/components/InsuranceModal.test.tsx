import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { permissionsReply } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { policyFixture } from '../policy.test-fixtures';
import { InsuranceModal } from './InsuranceModal';

const ONE = 'GET /api/vehicles/policies/7/';
const policy = policyFixture(7, {
  master_policy_id: null,
  master_policy: null,
  insurance_company: 'Solo Mutual',
  policy_number: 'S-1',
  policy_costs: '640.00',
  vehicle_premium: '640.00',
  end_date: '2026-12-31',
  vehicle: '1HGCM82633A004352',
  vehicle_description: '2021 Honda Accord',
});

describe('InsuranceModal (spec 2, insurance modal)', () => {
  it('saves the policy cost as a decimal string', async () => {
    const calls = stubFetch({
      [ONE]: json(policy),
      'PATCH /api/vehicles/policies/7/': json({ ...policy, policy_costs: '1234.56' }),
      'GET /api/vehicles/permissions/': permissionsReply({ canManageFinancial: true }),
    });
    const onClose = vi.fn();
    renderWithProviders(<InsuranceModal policyId={7} onClose={onClose} />);
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Insurance Policy' });
    const cost = await within(dialog).findByRole('textbox', { name: 'Policy Cost' });
    await user.clear(cost);
    await user.type(cost, '1234.56');
    await user.click(within(dialog).getByRole('button', { name: 'Save Policy' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      policy_costs: '1234.56',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
  });

  it("says 'Insurance policy not found' inline and as a toast", async () => {
    stubFetch({ [ONE]: json({ detail: 'Insurance policy not found' }, 404) });
    renderWithProviders(<InsuranceModal policyId={7} onClose={vi.fn()} />);
    await waitFor(() => expect(screen.getAllByText('Insurance policy not found')).toHaveLength(2));
  });

  it('offers the upload only to a member who may manage insurance', async () => {
    for (const [permissions, offered] of [
      [{ canViewInsurance: true, canManageFinancial: true, canManageDocuments: true }, false],
      [{ canViewInsurance: true, canManageInsurance: true }, true],
    ] as const) {
      stubFetch({
        [ONE]: json(policy),
        'GET /api/vehicles/permissions/': permissionsReply(permissions),
      });
      const view = renderWithProviders(<InsuranceModal policyId={7} onClose={vi.fn()} />);
      const dialog = await screen.findByRole('dialog', { name: 'Edit Insurance Policy' });
      await within(dialog).findByRole('textbox', { name: 'Policy Cost' });
      await waitFor(() =>
        expect(within(dialog).queryByRole('heading', { name: 'Upload a document' }) !== null).toBe(
          offered,
        ),
      );
      view.unmount();
    }
  });
});
