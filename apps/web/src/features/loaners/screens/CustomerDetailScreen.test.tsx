import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, page, permissionsReply } from '../../../../test/fixtures';
import { pickOption } from '../../../../test/select-option';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { installFakeXhr, lastXhr } from '../../../lib/upload.test-helper';
import { customerDetail, customerDocument } from '../testing/customer-fixtures';
import { agreement, INSURER_OPTIONS, LOANER_SETTINGS } from '../agreements/agreement.fixtures';
import CustomerDetailScreen from './CustomerDetailScreen';

const VIN = '1HGCM82633A004352';

const DETAIL = 'GET /api/loaners/customers/7/';

function renderDetail(permissions: Record<string, boolean>) {
  // Each read of the page answers what is on file by then (an upload adds a document).
  const documents = [
    customerDocument({
      id: 2,
      document_type: 'insurance_card',
      document_type_display: 'Insurance card',
      original_filename: 'card.pdf',
      is_pdf: true,
      is_image: false,
    }),
  ];
  stubFetch({
    ...CURRENT_CONTEXT,
    'GET /api/base/permissions/': permissionsReply(permissions),
    [DETAIL]: () =>
      json(
        customerDetail({
          balance_due: '150.00',
          do_not_lend: true,
          do_not_lend_reason: 'Returned a car late twice',
          licence_expires_on: '2026-01-31',
          documents: [...documents],
        }),
      ),
  });
  const add = (doc: ReturnType<typeof customerDocument>) => documents.push(doc);
  renderWithProviders(<CustomerDetailScreen />, {
    route: '/loaners/customers/7',
    path: '/loaners/customers/:id',
  });
  return { add };
}

describe('CustomerDetailScreen', () => {
  beforeEach(() => installFakeXhr());

  it('shows the customer, do-not-lend with its reason, the balance and the agreements', async () => {
    renderDetail({ canViewLoaners: true });
    expect(await screen.findByRole('heading', { name: 'Dana Reyes' })).toBeInTheDocument();
    expect(screen.getByText('Do not lend')).toBeInTheDocument();
    expect(screen.getByText('Returned a car late twice')).toBeInTheDocument();
    expect(screen.getByText('$150.00', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Insurance card (card.pdf)' })).toHaveAttribute(
      'href',
      '/api/loaners/customer-documents/3/?exp=1&sig=abc',
    );
    // The shop's today (2026-06-14) is past the licence's expiry.
    expect(screen.getByText('Jan 31, 2026 (expired)')).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'LA-00011' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(row).getByText('Returned')).toBeInTheDocument();
    expect(within(row).getByText('Jun 1, 2026 – Jun 4, 2026 · RO RO-5512')).toBeInTheDocument();
    expect(within(row).getByText('2024 Toyota Corolla · LNR-101')).toBeInTheDocument();
    // Viewing only: no edit, no upload.
    expect(screen.queryByRole('button', { name: 'Edit customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('uploads a photo of the licence from the camera', async () => {
    const { add } = renderDetail({ canViewLoaners: true, canManageLoaners: true });
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

    // Again, accepted this time: the page lists it with its link.
    await user.upload(input, photo);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const created = customerDocument({
      id: 4,
      file_url: '/api/loaners/customer-documents/4/?sig=x',
    });
    add(created);
    lastXhr().respond(201, created);
    expect(
      await screen.findByRole('link', { name: 'View Driving licence (licence.jpg)' }),
    ).toHaveAttribute('href', '/api/loaners/customer-documents/4/?sig=x');
  });

  it('reserves a loaner for this customer from their page, the customer already chosen', async () => {
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      'GET /api/base/permissions/': permissionsReply({
        canViewLoaners: true,
        canManageLoaners: true,
      }),
      [DETAIL]: json(customerDetail()),
      'GET /api/loaners/settings/': json(LOANER_SETTINGS),
      'GET /api/vehicles/vehicles/?page_size=1000&types=loaner&archived=false': json(
        page([{ vin: VIN, description: '2021 Honda Accord', license_plate: 'LOAN-1' }]),
      ),
      'GET /api/loaners/customers/?page_size=20': json(page([])),
      [INSURER_OPTIONS]: json(page([])),
      'POST /api/loaners/agreements/': json(agreement(), 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<CustomerDetailScreen />, {
      route: '/loaners/customers/7',
      path: '/loaners/customers/:id',
    });
    await user.click(await screen.findByRole('button', { name: 'Reserve a loaner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserve a loaner' });
    await within(dialog).findByRole('form', { name: 'Reserve a loaner' });
    expect(within(dialog).getByRole('combobox', { name: 'Customer' })).toHaveValue('Dana Reyes');
    await pickOption(user, 'Loaner', '2021 Honda Accord · LOAN-1');
    await user.type(within(dialog).getByLabelText(/Repair order number/), 'RO-2002');
    await user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        vehicle: VIN,
        customer: 7,
        repair_order_number: 'RO-2002',
      }),
    );
  });

  it('offers no reservation for a do-not-lend customer', async () => {
    renderDetail({ canViewLoaners: true, canManageLoaners: true });
    expect(await screen.findByRole('button', { name: 'Edit customer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reserve a loaner' })).not.toBeInTheDocument();
  });
});
