import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, page, permissionsReply } from '../../../../test/fixtures';
import { pickOption } from '../../../../test/select-option';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { insurer } from '../agreements/agreement.fixtures';
import InsurersScreen from './InsurersScreen';

const LIST = 'GET /api/loaners/insurers/?page=1&page_size=25';
const ROUTE = { route: '/loaners/insurers', path: '/loaners/insurers' };

describe('InsurersScreen', () => {
  it('lists the insurers with their terms and what they owe; viewing only, nothing to add', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/base/permissions/': permissionsReply({ canViewLoaners: true }),
      [LIST]: json(
        page([
          insurer({ open_balance: '1250.40' }),
          insurer({ id: 6, name: 'State Farm', day_rule: '24h', daily_rate_cap: null }),
        ]),
      ),
    });
    renderWithProviders(<InsurersScreen />, ROUTE);
    const harbor = (await screen.findByText('Harbor Mutual')).closest('li') as HTMLElement;
    expect(
      within(harbor).getByText('Cap $42.50 a day · Calendar days in the shop’s time zone · Net 30'),
    ).toBeInTheDocument();
    expect(within(harbor).getByText('$1,250.40')).toBeInTheDocument();
    const stateFarm = screen.getByText('State Farm').closest('li') as HTMLElement;
    expect(within(stateFarm).getByText(/No rate cap · 24-hour periods/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add insurer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Harbor Mutual' })).not.toBeInTheDocument();
  });

  it('adds an insurer, and keeps what was typed when its name is taken', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/base/permissions/': permissionsReply({
        canViewLoaners: true,
        canManageLoaners: true,
      }),
      [LIST]: json(page([])),
      'POST /api/loaners/insurers/': json(
        { name: ['An insurer with this name already exists.'] },
        400,
      ),
    });
    renderWithProviders(<InsurersScreen />, ROUTE);
    expect(await screen.findByText('No insurers yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add insurer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add insurer' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Harbor Mutual');
    await user.type(within(dialog).getByLabelText('Daily rate cap'), '42.5');
    await pickOption(user, 'How days are counted', 'Calendar days in the shop’s time zone');
    expect(within(dialog).getByLabelText(/Grace before a new day/)).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add insurer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An insurer with this name already exists.',
    );
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Harbor Mutual');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Harbor Mutual',
      daily_rate_cap: '42.50',
      day_rule: 'calendar',
      payment_terms_days: 30,
    });
  });

  it('edits an insurer from its line', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/base/permissions/': permissionsReply({
        canViewLoaners: true,
        canManageLoaners: true,
      }),
      [LIST]: json(page([insurer()])),
      'PATCH /api/loaners/insurers/5/': json(insurer({ payment_terms_days: 45 })),
    });
    renderWithProviders(<InsurersScreen />, ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Harbor Mutual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Harbor Mutual' });
    const terms = within(dialog).getByLabelText('Payment terms (days)');
    await user.clear(terms);
    await user.type(terms, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save insurer' }));
    expect(await screen.findByText('Insurer saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      payment_terms_days: 45,
      name: 'Harbor Mutual',
    });
  });
});
