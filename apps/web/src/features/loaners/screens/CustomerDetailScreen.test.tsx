import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, page, permissionsReply } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { installFakeXhr, lastXhr } from '../../../lib/upload.test-helper';
import { agreement, customer } from '../testing/customer-fixtures';
import CustomerDetailScreen from './CustomerDetailScreen';

const AGREEMENTS = 'GET /api/loaners/agreements/?customer=7&page=1&page_size=100';

function renderDetail(permissions: Record<string, boolean>, over = {}) {
  const calls = stubFetch({
    ...CURRENT_CONTEXT,
    'GET /api/base/permissions/': permissionsReply(permissions),
    'GET /api/loaners/customers/7/': json(
      customer({
        balance_due: '150.00',
        do_not_lend: true,
        do_not_lend_reason: 'Returned a car late twice',
        licence_expires_on: '2026-01-31',
        ...over,
      }),
    ),
    [AGREEMENTS]: json(page([agreement()])),
  });
  renderWithProviders(<CustomerDetailScreen />, {
    route: '/loaners/customers/7',
    path: '/loaners/customers/:id',
  });
  return calls;
}

describe('CustomerDetailScreen', () => {
  beforeEach(() => installFakeXhr());

  it('shows the customer, do-not-lend with its reason, the balance and the agreements', async () => {
    renderDetail({ canViewLoaners: true });
    expect(await screen.findByRole('heading', { name: 'Dana Reyes' })).toBeInTheDocument();
    expect(screen.getByText('Do not lend')).toBeInTheDocument();
    expect(screen.getByText('Returned a car late twice')).toBeInTheDocument();
    expect(screen.getByText('$150.00', { selector: 'p' })).toBeInTheDocument();
    // The shop's today (2026-06-14) is past the licence's expiry.
    expect(screen.getByText('Jan 31, 2026 (expired)')).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'LA-00011' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(row).getByText('Returned')).toBeInTheDocument();
    expect(within(row).getByText(/Jun 1, 2026 – Jun 4, 2026 · RO RO-5512/)).toBeInTheDocument();
    // Viewing only: no edit, no upload.
    expect(screen.queryByRole('button', { name: 'Edit customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('uploads a photo of the licence from the camera', async () => {
    renderDetail({ canViewLoaners: true, canManageLoaners: true });
    const user = userEvent.setup();
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    expect(input).toHaveAttribute('capture', 'environment');
    const photo = new File(['jpeg bytes'], 'licence.jpg', { type: 'image/jpeg' });
    await user.upload(input, photo);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/loaners/customers/7/upload_document/');
    const sent = xhr.body as FormData;
    expect(sent.get('document_type')).toBe('licence');
    expect((sent.get('file') as File).name).toBe('licence.jpg');
    xhr.respond(400, { file: ['The file is larger than 20 MB.'] });
    expect(await screen.findByText('The file is larger than 20 MB.')).toBeInTheDocument();
  });
});
