import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, page, permissionsReply } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import CustomersScreen from '../screens/CustomersScreen';
import { customer } from '../testing/customer-fixtures';

const LIST = 'GET /api/loaners/customers/?page=1&page_size=25';
const MANAGER = permissionsReply({ canViewLoaners: true, canManageLoaners: true });

async function openAddForm(extra: Parameters<typeof stubFetch>[0] = {}) {
  const calls = stubFetch({
    ...CURRENT_CONTEXT,
    'GET /api/base/permissions/': MANAGER,
    [LIST]: json(page([])),
    ...extra,
  });
  renderWithProviders(<CustomersScreen />, {
    route: '/loaners/customers',
    path: '/loaners/customers',
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add customer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add customer' });
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Add customer' }));
  return { calls, user, submit };
}

describe('CustomerForm', () => {
  it('says what is missing and sends nothing', async () => {
    const { calls, user, submit } = await openAddForm();
    await submit();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await submit();
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('marks a customer do-not-lend with only a reason beside the names', async () => {
    const saved = customer({
      id: 9,
      do_not_lend: true,
      do_not_lend_reason: 'Returned a car late twice',
    });
    const { calls, user, submit } = await openAddForm({
      'POST /api/loaners/customers/': json(saved, 201),
    });
    expect(screen.queryByLabelText('Reason for do-not-lend')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/First name/), 'Dana');
    await user.type(screen.getByLabelText(/Last name/), 'Reyes');
    await user.click(screen.getByRole('switch', { name: /Do not lend/ }));
    await user.type(screen.getByLabelText('Reason for do-not-lend'), 'Returned a car late twice');
    await submit();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/loaners/customers/9'),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      first_name: 'Dana',
      last_name: 'Reyes',
      phone: '',
      licence_expires_on: null,
      do_not_lend: true,
      do_not_lend_reason: 'Returned a car late twice',
    });
  });

  it('shows the server’s refusal under its field and keeps what was typed', async () => {
    const { user, submit } = await openAddForm({
      'POST /api/loaners/customers/': json(
        { licence_expires_on: ['Enter a valid date (YYYY-MM-DD).'] },
        400,
      ),
    });
    await user.type(screen.getByLabelText(/First name/), 'Dana');
    await user.type(screen.getByLabelText(/Last name/), 'Reyes');
    await submit();
    expect(await screen.findByText('Enter a valid date (YYYY-MM-DD).')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Dana');
    expect(screen.getByRole('dialog', { name: 'Add customer' })).toBeInTheDocument();
  });

  it('says a refusal that names no field on top of the form', async () => {
    const { user, submit } = await openAddForm({
      'POST /api/loaners/customers/': json(
        { detail: 'You do not have permission to perform this action.' },
        403,
      ),
    });
    await user.type(screen.getByLabelText(/First name/), 'Dana');
    await user.type(screen.getByLabelText(/Last name/), 'Reyes');
    await submit();
    expect(
      await screen.findByText('You do not have permission to perform this action.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to save the customer')).toBeInTheDocument();
  });
});
