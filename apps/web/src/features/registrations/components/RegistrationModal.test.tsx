import { REGISTRATION_MESSAGES } from '@fleetdesk/contract/registrations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { installFakeXhr, lastXhr } from '../../../lib/upload.test-helper';
import { RegistrationModal } from './RegistrationModal';

const VIN = '1HGCM82633A004352';
const ONE = 'GET /api/vehicles/registrations/7/';
const registration = {
  id: 7,
  vehicle: VIN,
  vehicle_description: '2021 Honda Accord',
  plate_cost: '85.50',
  expiration_date: '2026-12-31',
  last_renewed: null,
  documents: [],
};

const renderModal = (registrationId: number | null) =>
  renderWithProviders(
    <RegistrationModal vin={VIN} registrationId={registrationId} onClose={vi.fn()} />,
  );

describe('RegistrationModal', () => {
  it('says the expiration date is required, then adds the registration', async () => {
    const calls = stubFetch({
      'POST /api/vehicles/registrations/': json({ ...registration, id: 8 }, 201),
    });
    renderModal(null);
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Add Registration' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Registration' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.expirationRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Expiration Date/), '2027-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Add Registration' }));
    expect(await screen.findByText('Registration added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      vehicle: VIN,
      plate_cost: null,
      expiration_date: '2027-01-31',
      last_renewed: null,
    });
  });

  it("shows the server's field messages under the fields and keeps what was typed", async () => {
    stubFetch({
      [ONE]: json(registration),
      'PATCH /api/vehicles/registrations/7/': json(
        { expiration_date: ['Must be after the last renewal'] },
        400,
      ),
    });
    renderModal(7);
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Registration' });
    const expiration = await within(dialog).findByLabelText(/Expiration Date/);
    await user.click(within(dialog).getByRole('button', { name: 'Save Registration' }));
    await waitFor(() =>
      expect(expiration).toHaveAccessibleDescription('Must be after the last renewal'),
    );
    expect(expiration).toHaveValue('2026-12-31');
    expect(screen.getAllByText('Failed to save registration data')).toHaveLength(2);
  });

  it("says 'Registration not found' inline and as a toast when the registration is gone", async () => {
    stubFetch({ [ONE]: json({ detail: 'Not found.' }, 404) });
    renderModal(7);
    await waitFor(() => expect(screen.getAllByText('Registration not found')).toHaveLength(2));
  });

  it("names the document after the chosen file and shows the server's refusal under Title", async () => {
    stubFetch({ [ONE]: json(registration) });
    installFakeXhr();
    renderModal(7);
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Registration' });
    const upload = await within(dialog).findByRole('button', { name: 'Upload Document' });
    expect(upload).toBeDisabled();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF'], 'renewal-2026.pdf', { type: 'application/pdf' }));
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('renewal-2026');
    await user.click(upload);
    await waitFor(() =>
      expect(lastXhr().url).toBe('/api/vehicles/registrations/7/upload_document/'),
    );
    lastXhr().respond(400, { title: ['Ensure this field has no more than 255 characters.'] });
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(
        'Ensure this field has no more than 255 characters.',
      ),
    );
    expect(await screen.findByText('Failed to upload document')).toBeInTheDocument();
  });
});
