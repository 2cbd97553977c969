import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionsReply } from '../../../../test/fixtures';
import { renderWithProviders, stubFetch } from '../../../../test/utils';
import { policyFixture } from '../policy.test-fixtures';
import { VehiclePolicies } from './VehiclePolicies';

describe("VehiclePolicies (spec 2, the vehicle's policy cards)", () => {
  it("shows an individual policy's own company and number, and a master's where it has none", async () => {
    stubFetch({ 'GET /api/vehicles/permissions/': permissionsReply({ canViewInsurance: true }) });
    renderWithProviders(
      <VehiclePolicies
        policies={[
          policyFixture(1, {
            master_policy_id: null,
            master_policy: null,
            insurance_company: 'Solo Mutual',
            policy_number: 'IND-77',
          }),
          policyFixture(2),
        ]}
      />,
    );
    const [individual, fleet] = await screen.findAllByRole('article');
    expect(within(individual!).getByText('Individual Policy')).toBeInTheDocument();
    expect(within(individual!).getByText('Solo Mutual')).toBeInTheDocument();
    expect(within(individual!).getByText('IND-77')).toBeInTheDocument();
    expect(within(fleet!).getByText('Fleet Auto')).toBeInTheDocument();
    expect(within(fleet!).getByText('Acme')).toBeInTheDocument();
    expect(within(fleet!).getByText('FA-1')).toBeInTheDocument();
  });

  it('offers Edit on a card only with canManageFinancial (spec 2 UI gating)', async () => {
    const calls = stubFetch({
      'GET /api/vehicles/permissions/': permissionsReply({
        canViewInsurance: true,
        canManageInsurance: true,
      }),
    });
    const first = renderWithProviders(<VehiclePolicies policies={[policyFixture(2)]} />);
    expect(await screen.findByRole('article')).toBeInTheDocument();
    // The permissions read and rendered before asserting what they withhold.
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    first.unmount();

    stubFetch({
      'GET /api/vehicles/permissions/': permissionsReply({
        canViewInsurance: true,
        canManageFinancial: true,
      }),
    });
    renderWithProviders(<VehiclePolicies policies={[policyFixture(2)]} />);
    expect(await screen.findByRole('button', { name: /^Edit / })).toBeInTheDocument();
  });
});
