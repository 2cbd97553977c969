import { DOCUMENT_MESSAGES } from '@fleetdesk/contract/documents';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { installFakeXhr, lastXhr, FakeXhr } from '../../../lib/upload.test-helper';
import { pickOption } from '../../../../test/select-option';
import { detail, page } from '../../../../test/fixtures';
import { DetailCountsProbe } from '../../../../test/detail-probe';
import { DocumentsTab } from './DocumentsTab';

const VIN = '1HGCM82633A004352';
const listUrl = (extra = '') =>
  `GET /api/vehicles/documents/?vehicle=${VIN}${extra}&page=1&page_size=25`;
const LIST = listUrl();
const DETAIL = `/api/vehicles/vehicles/${VIN}/`;

const doc = (over: Partial<Record<string, unknown>>) => ({
  id: 5,
  document_type: 'title',
  document_type_display: 'Title',
  title: 'Vehicle title',
  file: 'title.pdf',
  original_filename: 'title.pdf',
  file_size: 1536,
  notes: 'Original in the safe',
  created_at: '2025-03-01T10:00:00Z',
  is_pdf: true,
  is_image: false,
  file_url: '/api/files/5/?exp=123&sig=abc',
  expires_on: null,
  ...over,
});

const manager = {
  permissions: { canViewDocuments: true, canManageDocuments: true },
  isSuperuser: false,
};
const viewer = { permissions: { canViewDocuments: true }, isSuperuser: false };

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
const pdf = (name = 'scan.pdf', size = 10) =>
  new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });

async function fillUpload(user: UserEvent, file: File) {
  await pickOption(user, 'Document Type', 'Insurance');
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Insurance card');
  await user.upload(fileInput(), file);
}

describe('DocumentsTab', () => {
  it('shows a card per document with type, size, date, badge, notes and links', async () => {
    stubFetch({
      [LIST]: json(
        page([
          doc({}),
          doc({
            id: 6,
            title: 'Front photo',
            is_pdf: false,
            is_image: true,
            notes: '',
            document_type_display: 'Other',
            file_url: '/api/files/6/?exp=1&sig=x',
          }),
        ]),
      ),
    });
    renderWithProviders(<DocumentsTab vin={VIN} {...viewer} />);
    const card = await screen.findByRole('article', { name: 'Vehicle title' });
    expect(within(card).getByText('PDF')).toBeInTheDocument();
    expect(within(card).getByText('Title')).toBeInTheDocument();
    expect(within(card).getByText('1.5 KB · Mar 1, 2025')).toBeInTheDocument();
    expect(within(card).getByText('Original in the safe')).toBeInTheDocument();
    const view = within(card).getByRole('link', { name: 'View Vehicle title' });
    expect(view).toHaveAttribute('href', '/api/files/5/?exp=123&sig=abc');
    expect(view).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('link', { name: 'Download Vehicle title' })).toHaveAttribute(
      'href',
      '/api/files/5/?exp=123&sig=abc&download=1',
    );
    const photo = screen.getByRole('article', { name: 'Front photo' });
    expect(within(photo).getByText('Image')).toBeInTheDocument();
    expect(within(photo).queryByText('PDF')).not.toBeInTheDocument();
  });

  it('hides upload and delete without manage documents', async () => {
    stubFetch({ [LIST]: json(page([doc({})])) });
    renderWithProviders(<DocumentsTab vin={VIN} {...viewer} />);
    await screen.findByRole('article', { name: 'Vehicle title' });
    expect(screen.queryByRole('form', { name: 'Upload document' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('shows the empty and error states', async () => {
    stubFetch({ [LIST]: json(page([])) });
    const { unmount } = renderWithProviders(<DocumentsTab vin={VIN} {...viewer} />);
    expect(await screen.findByText('No documents found')).toBeInTheDocument();
    unmount();
    stubFetch({ [LIST]: json({ detail: 'boom' }, 500) });
    renderWithProviders(<DocumentsTab vin={VIN} {...viewer} />);
    expect(await screen.findByText('Failed to fetch documents')).toBeInTheDocument();
  });

  it('sends the type filter and the search to the server', async () => {
    const calls = stubFetch({
      [LIST]: json(page([doc({})])),
      [listUrl('&document_type=insurance')]: json(page([])),
      [listUrl('&document_type=insurance&search=card')]: json(
        page([doc({ id: 9, title: 'Insurance card' })]),
      ),
    });
    renderWithProviders(<DocumentsTab vin={VIN} {...viewer} />);
    await screen.findByRole('article', { name: 'Vehicle title' });
    const user = userEvent.setup({ delay: null });
    await pickOption(user, 'Filter by document type', 'Insurance');
    expect(
      await screen.findByText('No documents match the search or type filter.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search documents' }), 'card');
    expect(await screen.findByRole('article', { name: 'Insurance card' })).toBeInTheDocument();
    // Typing is debounced: one request for the finished word, not one per letter.
    expect(calls.filter((c) => c.url.includes('search=')).map((c) => c.url)).toEqual([
      `/api/vehicles/documents/?vehicle=${VIN}&document_type=insurance&search=card&page=1&page_size=25`,
    ]);
  });

  it('deletes a document after the confirmation', async () => {
    let deleted = false;
    const calls = stubFetch({
      [LIST]: () => json(page(deleted ? [] : [doc({})])),
      'DELETE /api/vehicles/documents/5/': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
      [`GET ${DETAIL}`]: json(detail({ vin: VIN })),
    });
    renderWithProviders(
      <>
        <DetailCountsProbe vin={VIN} />
        <DocumentsTab vin={VIN} {...manager} />
      </>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete Vehicle title' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this document?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('No documents found')).toBeInTheDocument();
    // The vehicle detail is refreshed too.
    await waitFor(() => expect(calls.filter((c) => c.url === DETAIL)).toHaveLength(2));
  });

  it('does not delete when the confirmation is cancelled, and reports a failed delete', async () => {
    const calls = stubFetch({
      [LIST]: json(page([doc({})])),
      'DELETE /api/vehicles/documents/5/': json({ detail: 'Document not found.' }, 404),
    });
    renderWithProviders(<DocumentsTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete Vehicle title' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Vehicle title' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete document')).toBeInTheDocument();
  });

  it('requires type, title and file before sending', async () => {
    installFakeXhr();
    stubFetch({ [LIST]: json(page([])) });
    renderWithProviders(<DocumentsTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findAllByText(DOCUMENT_MESSAGES.required)).toHaveLength(3);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses a file of another type before sending', async () => {
    installFakeXhr();
    stubFetch({ [LIST]: json(page([])) });
    renderWithProviders(<DocumentsTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await screen.findByText('No documents found');
    await fillUpload(user, new File(['<html>'], 'page.html', { type: 'text/html' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.unsupportedType)).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('uploads with progress and shows the new card', async () => {
    installFakeXhr();
    let uploaded = false;
    const calls = stubFetch({
      [LIST]: () => json(page(uploaded ? [doc({ id: 8, title: 'Insurance card' })] : [])),
    });
    renderWithProviders(<DocumentsTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('No documents found');
    const file = pdf();
    await fillUpload(user, file);
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Valid until May');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/vehicles/documents/');
    const form = xhr.body as FormData;
    expect(form.get('vehicle')).toBe(VIN);
    expect(form.get('document_type')).toBe('insurance');
    expect(form.get('title')).toBe('Insurance card');
    expect(form.get('notes')).toBe('Valid until May');
    expect((form.get('file') as File).name).toBe('scan.pdf');

    act(() => xhr.progress(40, 100));
    expect(await screen.findByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    uploaded = true;
    act(() => xhr.respond(201, doc({ id: 8, title: 'Insurance card' })));
    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Insurance card' })).toBeInTheDocument();
    expect(screen.queryByText(/Uploading…/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server message when the upload is refused, keeping what was typed', async () => {
    installFakeXhr();
    stubFetch({ [LIST]: json(page([])) });
    renderWithProviders(<DocumentsTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('No documents found');
    await fillUpload(user, pdf('fake.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() => lastXhr().respond(400, { file: [DOCUMENT_MESSAGES.unsupportedType] }));
    expect(await screen.findByText('Failed to upload document')).toBeInTheDocument();
    expect(await screen.findAllByText(DOCUMENT_MESSAGES.unsupportedType)).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Insurance card');
  });
});
