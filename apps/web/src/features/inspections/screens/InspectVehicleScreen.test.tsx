import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, detail, testVin } from '../../../../test/fixtures';
import {
  json,
  PHONE_WIDTH,
  renderWithProviders,
  screenOfWidth,
  stubFetch,
} from '../../../../test/utils';
import { drawStroke, DRAWN_SIGNATURE, stubCanvas } from '../../../../test/canvas';
import InspectVehicleScreen from './InspectVehicleScreen';

const VIN = testVin(7);
const FORM = {
  id: 3,
  name: 'Pre-trip',
  vehicle_types: [],
  items: [
    { id: 11, label: 'Lights', kind: 'pass_fail', required: true },
    { id: 12, label: 'Tyres', kind: 'pass_fail', required: false },
    { id: 13, label: 'Fuel level', kind: 'number', required: false },
  ],
};
const page = <T,>(results: T[]) => ({
  count: results.length,
  total_pages: 1,
  next: null,
  previous: null,
  results,
});
const SAVED = {
  id: 40,
  form: 3,
  form_name: 'Pre-trip',
  vehicle: VIN,
  vehicle_description: '2021 Ford F-550 tow truck',
  odometer: 15250,
  performed_at: '2026-06-14T15:00:00Z',
  performed_by: 'Sam Tech',
  signed_name: 'Sam Tech',
  signed: true,
  results: [],
  failed: 1,
  issues: [90],
};

function render() {
  screenOfWidth(PHONE_WIDTH);
  stubCanvas();
  const calls = stubFetch({
    ...CURRENT_CONTEXT,
    [`GET /api/vehicles/vehicles/${VIN}/`]: json(
      detail({ vin: VIN, description: '2021 Ford F-550 tow truck' }),
    ),
    [`GET /api/vehicles/inspection-forms/?vehicle=${VIN}&page_size=200`]: json(page([FORM])),
    'POST /api/vehicles/inspections/': json(SAVED, 201),
  });
  renderWithProviders(<InspectVehicleScreen />, {
    route: `/vehicles/inspect/${VIN}`,
    path: '/vehicles/inspect/:vin',
  });
  return calls;
}

describe('InspectVehicleScreen', () => {
  it('names the required items left unanswered and sends nothing', async () => {
    const calls = render();
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Lights' });
    await user.type(screen.getByRole('textbox', { name: /Inspected by/ }), 'Sam Tech');
    await user.click(screen.getByRole('button', { name: 'Sign and save inspection' }));
    expect(await screen.findByText('Answer the required items: Lights.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends pass, fail with its note, a number, the odometer and the signature, then says what it opened', async () => {
    const calls = render();
    const user = userEvent.setup();
    const lights = await screen.findByRole('group', { name: 'Lights' });
    await user.click(within(lights).getByRole('radio', { name: 'Pass' }));
    const tyres = screen.getByRole('group', { name: 'Tyres' });
    await user.click(within(tyres).getByRole('radio', { name: 'Fail' }));
    await user.type(
      within(tyres).getByRole('textbox', { name: 'What is wrong' }),
      'Bald rear tyre',
    );
    await user.type(
      within(screen.getByRole('group', { name: 'Fuel level' })).getByRole('textbox'),
      '6',
    );
    await user.type(screen.getByRole('textbox', { name: 'Odometer' }), '15250');
    await user.type(screen.getByRole('textbox', { name: /Inspected by/ }), 'Sam Tech');
    drawStroke(screen.getByRole('img', { name: /Inspector’s signature/ }));
    await user.click(screen.getByRole('button', { name: 'Sign and save inspection' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      form: 3,
      vehicle: VIN,
      odometer: 15250,
      results: [
        { item: 11, passed: true, value: '', note: '', photo: null },
        { item: 12, passed: false, value: '', note: 'Bald rear tyre', photo: null },
        { item: 13, passed: null, value: '6', note: '', photo: null },
      ],
      signed_name: 'Sam Tech',
      signature: DRAWN_SIGNATURE,
    });
    expect(await screen.findByText('1 item failed: 1 issue opened on the vehicle.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See issues and inspections' })).toHaveAttribute(
      'href',
      `/vehicles/${VIN}?tab=inspections`,
    );
  });

  it('offers a camera for a photo item', async () => {
    screenOfWidth(PHONE_WIDTH);
    stubCanvas();
    stubFetch({
      ...CURRENT_CONTEXT,
      [`GET /api/vehicles/vehicles/${VIN}/`]: json(detail({ vin: VIN })),
      [`GET /api/vehicles/inspection-forms/?vehicle=${VIN}&page_size=200`]: json(
        page([
          { ...FORM, items: [{ id: 14, label: 'Damage photo', kind: 'photo', required: true }] },
        ]),
      ),
    });
    renderWithProviders(<InspectVehicleScreen />, {
      route: `/vehicles/inspect/${VIN}`,
      path: '/vehicles/inspect/:vin',
    });
    await screen.findByRole('button', { name: 'Take photo' });
    const input = document.querySelector('input[type=file]')!;
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
  });
});
