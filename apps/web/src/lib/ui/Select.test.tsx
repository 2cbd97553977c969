import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/utils';
import { Select } from './Select';

function Location({ onOpen }: { onOpen?: () => void }) {
  const [value, setValue] = useState<string | null>('all');
  return (
    <>
      <Select
        label="Location"
        data={[
          { value: 'all', label: 'All Locations' },
          { value: '1', label: 'Main Street' },
        ]}
        value={value}
        onChange={setValue}
        onDropdownOpen={onOpen}
        allowDeselect={false}
      />
      <p>Chosen: {value}</p>
    </>
  );
}

describe('Select', () => {
  it('adds its option list to the page only once the field is reached', async () => {
    renderWithProviders(<Location />);
    const field = screen.getByRole('combobox', { name: 'Location' });
    expect(field).toHaveValue('All Locations');
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { hidden: true })).not.toBeInTheDocument();

    await userEvent.hover(field);
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(2);
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('says it is expanded and which list it controls from the first opening on', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<Location onOpen={onOpen} />);
    const field = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.click(field);
    const list = await screen.findByRole('listbox', { hidden: true });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', list.id);
    expect(onOpen).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('option', { name: 'Main Street', hidden: true }));
    expect(screen.getByText('Chosen: 1')).toBeInTheDocument();
    expect(field).toHaveValue('Main Street');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('is chosen from the keyboard', async () => {
    renderWithProviders(<Location />);
    const field = screen.getByRole('combobox', { name: 'Location' });
    field.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox', { hidden: true })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Chosen: 1')).toBeInTheDocument();
  });
});
