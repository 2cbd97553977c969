import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_CONTEXT, page } from '../../../../test/fixtures';
import { pickOption } from '../../../../test/select-option';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { installFakeXhr, lastXhr } from '../../../lib/upload.test-helper';
import { DocumentsTab } from './DocumentsTab';

const VIN = '1HGCM82633A004352';
const LIST = `GET /api/vehicles/documents/?vehicle=${VIN}&page=1&page_size=25`;
const doc = (over: Record<string, unknown>) => ({
  id: 5,
  document_type: 'inspection',
  document_type_display: 'Inspection',
  title: 'DOT inspection',
  file: 'dot.pdf',
  original_filename: 'dot.pdf',
  file_size: 1536,
  notes: '',
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

describe('documents that expire', () => {
  it("says in words which are expired or expiring on the shop's today (June 14, 2026)", async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      [LIST]: json(
        page([
          doc({ id: 1, title: 'DOT inspection', expires_on: '2026-06-20' }),
          doc({ id: 2, title: 'City permit', expires_on: '2026-06-01' }),
          doc({ id: 3, title: 'Emissions certificate', expires_on: '2027-06-01' }),
          doc({ id: 4, title: 'Title', expires_on: null }),
        ]),
      ),
    });
    renderWithProviders(<DocumentsTab vin={VIN} {...manager} />);
    const card = async (name: string) => within(await screen.findByRole('article', { name }));
    // The badge waits for the shop's today.
    expect(await (await card('DOT inspection')).findByText('Expiring soon')).toBeInTheDocument();
    expect((await card('DOT inspection')).getByText('Expires Jun 20, 2026')).toBeInTheDocument();
    expect((await card('City permit')).getByText('Expired')).toBeInTheDocument();
    expect((await card('Emissions certificate')).queryByText(/Expir(ed|ing)/)).toBeNull();
    expect((await card('Title')).queryByText(/Expires/)).toBeNull();
  });

  it('sends the expiry with the upload', async () => {
    installFakeXhr();
    stubFetch({ ...CURRENT_CONTEXT, [LIST]: json(page([])) });
    renderWithProviders(<DocumentsTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('No documents found');
    await pickOption(user, 'Document Type', 'Inspection');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'DOT inspection');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array(10).fill(37)], 'dot.pdf'));
    await user.type(screen.getByRole('textbox', { name: /^Expires on/ }), '2027-01-31');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const form = lastXhr().body as FormData;
    expect(form.get('expires_on')).toBe('2027-01-31');
  });

  it('sets an expiry after the upload, and clears another (manage documents only)', async () => {
    const PATCH = 'PATCH /api/vehicles/documents/4/';
    const CLEAR = 'PATCH /api/vehicles/documents/5/';
    const calls = stubFetch({
      ...CURRENT_CONTEXT,
      [LIST]: json(
        page([
          doc({ id: 4, title: 'City permit', expires_on: null }),
          doc({ id: 5, title: 'DOT inspection', expires_on: '2026-06-20' }),
        ]),
      ),
      [PATCH]: json(doc({ id: 4, title: 'City permit', expires_on: '2027-03-31' })),
      [CLEAR]: json(doc({ id: 5, title: 'DOT inspection', expires_on: null })),
    });
    renderWithProviders(<DocumentsTab vin={VIN} {...manager} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Expiry of City permit' }));
    // The card's own field, not the upload form's "Expires on".
    let editor = within(await screen.findByRole('dialog'));
    await user.type(await editor.findByRole('textbox', { name: 'Expires on' }), '2027-03-31');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expiry date saved')).toBeInTheDocument();
    expect(calls.filter((c) => `${c.method} ${c.url}` === PATCH).map((c) => c.body)).toEqual([
      { expires_on: '2027-03-31' },
    ]);

    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Expiry of DOT inspection' }));
    editor = within(await screen.findByRole('dialog'));
    await user.click(await editor.findByRole('button', { name: 'Clear Expires on' }));
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => `${c.method} ${c.url}` === CLEAR).map((c) => c.body)).toEqual([
        { expires_on: null },
      ]),
    );
  });

  it('offers no expiry editing to a member who cannot manage documents', async () => {
    stubFetch({
      ...CURRENT_CONTEXT,
      [LIST]: json(page([doc({ id: 4, title: 'City permit', expires_on: '2027-03-31' })])),
    });
    renderWithProviders(
      <DocumentsTab
        vin={VIN}
        permissions={{ canViewDocuments: true, canManageDocuments: false }}
        isSuperuser={false}
      />,
    );
    await screen.findByRole('article', { name: 'City permit' });
    expect(screen.queryByRole('button', { name: 'Expiry of City permit' })).toBeNull();
  });
});
