import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, page } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { pickOption } from '../../../../test/select-option';
import InspectionFormsScreen from './InspectionFormsScreen';

const TYPES = [
  { id: 1, name: 'loaner', description: '' },
  { id: 3, name: 'service', description: '' },
];
const PRETRIP = {
  id: 3,
  name: 'Pre-trip',
  vehicle_types: [3],
  items: [{ id: 11, label: 'Brakes', kind: 'pass_fail', required: true }],
};

function render(forms: unknown[] = [PRETRIP]) {
  const calls = stubFetch({
    ...CURRENT_CONTEXT,
    'GET /api/vehicles/vehicle-types/': json(TYPES),
    'GET /api/vehicles/inspection-forms/?page_size=200': json(page(forms)),
    'POST /api/vehicles/inspection-forms/': json({ ...PRETRIP, id: 4, name: 'Walk-around' }, 201),
    'DELETE /api/vehicles/inspection-forms/3/': new Response(null, { status: 204 }),
  });
  renderWithProviders(<InspectionFormsScreen />, {
    route: '/vehicles/inspection-forms',
    path: '/vehicles/inspection-forms',
  });
  return calls;
}

describe('InspectionFormsScreen', () => {
  it('lists the forms with their types and items', async () => {
    render();
    const list = await screen.findByRole('list', { name: 'Inspection forms' });
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('Pre-trip');
    expect(card).toHaveTextContent('service · 1 item');
    expect(card).toHaveTextContent('Brakes (pass / fail, required)');
  });

  it('adds a form with its items in order', async () => {
    const calls = render([]);
    expect(await screen.findByText('No inspection forms')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New form' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Walk-around');
    await user.type(screen.getByRole('textbox', { name: 'Item 1' }), 'Lights');
    await user.click(screen.getByRole('checkbox', { name: 'Required' }));
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByRole('textbox', { name: 'Item 2' }), 'Damage photo');
    await pickOption(user, 'Item 2 kind', 'Photo');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Walk-around',
      vehicle_types: [],
      items: [
        { label: 'Lights', kind: 'pass_fail', required: true },
        { label: 'Damage photo', kind: 'photo', required: false },
      ],
    });
  });

  it('deletes a form after confirming', async () => {
    const calls = render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
