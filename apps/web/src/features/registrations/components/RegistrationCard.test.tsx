import type { Registration } from '@fleetdesk/contract/registrations';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/utils';
import { RegistrationCard } from './RegistrationCard';

const TODAY = '2026-06-15';
const registration = (over: Partial<Registration> = {}): Registration => ({
  id: 7,
  vehicle: '1HGCM82633A004352',
  vehicle_description: '2021 Honda Accord',
  plate_cost: '85.50',
  expiration_date: '2026-12-31',
  last_renewed: '2025-12-20',
  documents: [],
  ...over,
});

const badgeColour = (text: string) =>
  screen.getByText(text).closest('[data-badge-color]')?.getAttribute('data-badge-color');

describe('RegistrationCard', () => {
  it.each([
    ['2026-06-14', 'Jun 14, 2026', 'red'],
    ['2026-06-15', 'Jun 15, 2026', 'yellow'],
    ['2026-07-15', 'Jul 15, 2026', 'yellow'],
    ['2026-07-16', 'Jul 16, 2026', 'green'],
  ])('colours an expiration of %s %s', (date, shown, colour) => {
    renderWithProviders(
      <RegistrationCard
        registrations={[registration({ expiration_date: date })]}
        canEdit={false}
        onAdd={vi.fn()}
        onEdit={vi.fn()}
        today={TODAY}
      />,
    );
    expect(badgeColour(shown)).toBe(colour);
  });

  it('shows the first registration with cost and last renewed, and offers edit with the edit action', async () => {
    const onEdit = vi.fn();
    renderWithProviders(
      <RegistrationCard
        registrations={[registration(), registration({ id: 3, plate_cost: '10.00' })]}
        canEdit
        onAdd={vi.fn()}
        onEdit={onEdit}
        today={TODAY}
      />,
    );
    expect(screen.getByText('$85.50')).toBeInTheDocument();
    expect(screen.getByText('Dec 20, 2025')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit Registration' }));
    expect(onEdit).toHaveBeenCalledWith(7);
  });

  it("shows 'No registration records found' and no buttons without the edit action", () => {
    renderWithProviders(
      <RegistrationCard
        registrations={[]}
        canEdit={false}
        today={TODAY}
        onAdd={vi.fn()}
        onEdit={vi.fn()}
      />,
    );
    expect(screen.getByText('No registration records found')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
