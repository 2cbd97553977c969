import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../../test/utils';
import WebhooksPage from './WebhooksPage';

const LIST = 'GET /api/integrations/webhooks/';
const URL = 'https://erp.example.com/fleetdesk';
const SECRET = `whsec_${'ab'.repeat(24)}`;

const webhook = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  url: URL,
  events: ['vehicle.created', 'payment.saved'],
  is_active: true,
  disabled_reason: null,
  created_at: '2026-06-01T10:00:00.000Z',
  last_delivery: null,
  ...overrides,
});

function renderPage(routes: Parameters<typeof stubFetch>[0]) {
  const calls = stubFetch(routes);
  renderWithProviders(<WebhooksPage />, {
    route: '/settings/integrations/webhooks',
    path: '/settings/integrations/webhooks',
  });
  return calls;
}

describe('WebhooksPage', () => {
  it('says when there is no webhook yet', async () => {
    renderPage({ [LIST]: json([]) });
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
  });

  it('adds an endpoint with events chosen by area, and shows its secret once', async () => {
    const calls = renderPage({
      [LIST]: json([]),
      'POST /api/integrations/webhooks/': json({ ...webhook(), secret: SECRET }, 201),
    });
    const user = userEvent.setup();
    await screen.findByText('No webhooks yet');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const form = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.type(within(form).getByRole('textbox', { name: /Endpoint URL/ }), URL);
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await within(form).findByText('Choose at least one event.')).toBeInTheDocument();
    const vehicles = within(form).getByRole('group', { name: 'Vehicles' });
    await user.click(within(vehicles).getByRole('checkbox', { name: /vehicle\.created/ }));
    const financing = within(form).getByRole('group', { name: 'Financing' });
    await user.click(within(financing).getByRole('checkbox', { name: /payment\.saved/ }));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    const added = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(within(added).getByLabelText('Signing secret')).toHaveTextContent(SECRET);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      url: URL,
      events: ['vehicle.created', 'payment.saved'],
    });
    await user.click(within(added).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
  });

  it('shows the server’s refusal of an address on the URL field', async () => {
    renderPage({
      [LIST]: json([]),
      'POST /api/integrations/webhooks/': json(
        { url: ['This address is on a private or local network.'] },
        400,
      ),
    });
    const user = userEvent.setup();
    await screen.findByText('No webhooks yet');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const form = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.type(
      within(form).getByRole('textbox', { name: /Endpoint URL/ }),
      'http://10.0.0.2/',
    );
    await user.click(within(form).getByRole('checkbox', { name: /vehicle\.updated/ }));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(
      await within(form).findByText('This address is on a private or local network.'),
    ).toBeInTheDocument();
  });

  it('sends a test and shows the delivery log; deletes only after confirmation', async () => {
    const calls = renderPage({
      [LIST]: json([webhook()]),
      'POST /api/integrations/webhooks/7/test/': json({ queued: true }, 202),
      'GET /api/integrations/webhooks/7/deliveries/?page=1&page_size=10': json(
        page([
          {
            id: 3,
            event_id: 'e3',
            event_type: 'webhook.test',
            status: 'delivered',
            response_code: 200,
            attempts: 1,
            last_error: null,
            created_at: '2026-06-02T10:00:00.000Z',
            last_attempt_at: '2026-06-02T10:00:01.000Z',
            next_attempt_at: null,
            delivered_at: '2026-06-02T10:00:01.000Z',
          },
        ]),
      ),
      'DELETE /api/integrations/webhooks/7/': new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: `Webhook ${URL}` });
    expect(within(card).getByText('No deliveries yet')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Send test' }));
    const log = await within(card).findByLabelText('Delivery log');
    expect(within(log).getByText('webhook.test')).toBeInTheDocument();
    expect(within(log).getByText('Delivered')).toBeInTheDocument();
    expect(within(log).getByText('HTTP 200')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete webhook' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
