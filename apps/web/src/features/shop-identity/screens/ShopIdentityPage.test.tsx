import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHOP_IDENTITY_MESSAGES } from '@fleetdesk/contract/shop-identity';
import { json, renderWithProviders, stubFetch, type FetchRoutes } from '../../../../test/utils';
import { installFakeXhr, lastXhr } from '../../../lib/upload.test-helper';
import { SHOW_TOAST_EVENT, type ToastDetail } from '../../../lib/toast';
import ShopIdentityPage from './ShopIdentityPage';

const IDENTITY = {
  legal_name: 'Reyes Collision LLC',
  address: '12 Harbor Way\nOakland, CA 94607',
  phone: '(510) 555-0142',
  email: 'office@reyes.example',
  logo_url: null as string | null,
};
const LOGO_URL = '/api/shops/logos/1/?exp=1&sig=x';

let toasts: ToastDetail[] = [];
const onToast = (e: Event) => toasts.push((e as CustomEvent<ToastDetail>).detail);
beforeEach(() => {
  toasts = [];
  window.addEventListener(SHOW_TOAST_EVENT, onToast);
});
afterEach(() => window.removeEventListener(SHOW_TOAST_EVENT, onToast));

function renderPage(routes: FetchRoutes, identity = IDENTITY) {
  const calls = stubFetch({ 'GET /api/shops/identity/': json(identity), ...routes });
  renderWithProviders(<ShopIdentityPage />, {
    route: '/settings/identity',
    path: '/settings/identity',
  });
  return { calls, user: userEvent.setup() };
}

describe('ShopIdentityPage', () => {
  it('shows the identity and saves a change, with a toast', async () => {
    const { calls, user } = renderPage({
      'PATCH /api/shops/identity/': ({ body }) => json({ ...IDENTITY, ...(body as object) }),
    });
    const phone = await screen.findByLabelText('Phone');
    expect(phone).toHaveValue('(510) 555-0142');
    expect(screen.getByLabelText('Legal name')).toHaveValue('Reyes Collision LLC');
    expect(screen.getByText('No logo yet')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save shop identity' });
    expect(save).toBeDisabled();

    await user.clear(phone);
    await user.type(phone, '(510) 555-0199');
    await user.click(save);
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ type: 'success' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      phone: '(510) 555-0199',
      legal_name: 'Reyes Collision LLC',
    });
    expect(save).toBeDisabled();
  });

  it('keeps what was typed when the server refuses it, with its words under the field', async () => {
    const { user } = renderPage({
      'PATCH /api/shops/identity/': json({ legal_name: ['Not this name.'] }, 400),
    });
    const name = await screen.findByLabelText('Legal name');
    await user.clear(name);
    await user.type(name, 'Refused Name Ltd.');
    await user.click(screen.getByRole('button', { name: 'Save shop identity' }));
    expect(await screen.findByText('Not this name.')).toBeInTheDocument();
    expect(name).toHaveValue('Refused Name Ltd.');
    expect(toasts.at(-1)).toMatchObject({ type: 'error' });
  });

  it('checks the e-mail before sending', async () => {
    const { calls, user } = renderPage({});
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Save shop identity' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('uploads a logo and shows the server’s refusal', async () => {
    installFakeXhr();
    const { user } = renderPage({});
    await screen.findByText('No logo yet');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(lastXhr().url).toBe('/api/shops/identity/logo/');
    expect(((lastXhr().body as FormData).get('file') as File).name).toBe('logo.png');
    lastXhr().respond(400, { file: [SHOP_IDENTITY_MESSAGES.logoTooManyPixels] });
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({
        type: 'error',
        message: SHOP_IDENTITY_MESSAGES.logoTooManyPixels,
      }),
    );

    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    lastXhr().respond(201, { ...IDENTITY, logo_url: LOGO_URL });
    expect(await screen.findByRole('img', { name: "The shop's logo" })).toHaveAttribute(
      'src',
      LOGO_URL,
    );
  });

  it('removes the logo only after the confirmation', async () => {
    const { calls, user } = renderPage(
      {
        'DELETE /api/shops/identity/logo/': new Response(null, { status: 204 }),
      },
      { ...IDENTITY, logo_url: LOGO_URL },
    );
    await user.click(await screen.findByRole('button', { name: 'Remove Logo' }));
    expect(await screen.findByText(/Remove the shop's logo\?/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await expect.poll(() => calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
