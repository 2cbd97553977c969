import { DAMAGE_ZONES } from '@fleetdesk/contract/loaners';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../../../test/select-option';
import { renderWithProviders } from '../../../../test/utils';
import { DamageMarker, type StagedDamage } from './DamageMarker';

function Marker() {
  const [marks, setMarks] = useState<StagedDamage[]>([]);
  return (
    <>
      <DamageMarker title="Damage at check-out" marks={marks} onChange={setMarks} />
      <output aria-label="Photos staged">
        {marks.map((m) => m.photos.map((p) => p.name).join(',')).join(';')}
      </output>
    </>
  );
}

describe('DamageMarker and its diagram', () => {
  it('has one focusable region per zone of the car', () => {
    renderWithProviders(<Marker />);
    const diagram = screen.getByRole('group', { name: 'Car seen from above, front at the top' });
    const zones = within(diagram).getAllByRole('button');
    expect(zones).toHaveLength(DAMAGE_ZONES.length);
    for (const zone of zones) expect(zone).toHaveAttribute('tabindex', '0');
  });

  it('selects a zone from the keyboard and stages a mark with its kind, note and photo', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Marker />);
    // Front to back, driver's side first: the bumper, the left fender, then the hood.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Front bumper' })).toHaveFocus();
    await user.tab();
    await user.tab();
    const hood = screen.getByRole('button', { name: 'Hood' });
    expect(hood).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(hood).toHaveAttribute('aria-pressed', 'true');

    const panel = screen.getByRole('region', { name: 'Damage on the Hood' });
    await pickOption(user, 'Kind of damage', 'Dent');
    await user.type(within(panel).getByLabelText('Note'), 'size of a coin');
    const camera = within(panel).getByLabelText('Photo of the damage');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    await user.upload(camera, new File(['jpeg'], 'hood.jpg', { type: 'image/jpeg' }));
    await user.click(within(panel).getByRole('button', { name: 'Add damage' }));

    const list = screen.getByRole('list', { name: 'Damage at check-out' });
    expect(within(list).getByText('Hood: Dent (size of a coin) · 1 photo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hood, 1 mark' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('status', { name: 'Photos staged' })).toHaveTextContent('hood.jpg');
  });

  it('selects with Space too, and removes a staged mark', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Marker />);
    screen.getByRole('button', { name: 'Trunk' }).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Add damage' }));
    expect(screen.getByText('Trunk: Scratch')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Trunk Scratch' }));
    expect(screen.getByText('No new damage marked.')).toBeInTheDocument();
  });
});
