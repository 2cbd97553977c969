import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/utils';
import { FuelGauge } from './FuelGauge';

function Gauge({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return <FuelGauge label="Fuel" value={value} onChange={setValue} />;
}

describe('FuelGauge', () => {
  it('offers the nine marks from empty to full and asks for a level until one is tapped', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Gauge />);
    const group = screen.getByRole('group', { name: /Fuel/ });
    expect(group).toBeInTheDocument();
    const marks = screen.getAllByRole('radio');
    expect(marks.map((m) => m.getAttribute('aria-label'))).toEqual([
      'Empty',
      '1/8',
      '1/4',
      '3/8',
      '1/2',
      '5/8',
      '3/4',
      '7/8',
      'Full',
    ]);
    expect(screen.getByText('Tap the level the gauge shows.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '3/4' }));
    expect(screen.getByRole('radio', { name: '3/4' })).toBeChecked();
    expect(screen.getByText('Fuel: 3/4')).toBeInTheDocument();
  });

  it('moves along the gauge with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Gauge initial={4} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '1/2' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '5/8' })).toBeChecked();
    expect(screen.getByText('Fuel: 5/8')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '3/8' })).toBeChecked();
    expect(screen.getByText('Fuel: 3/8')).toBeInTheDocument();
  });
});
