import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/utils';
import { Select } from './Select';

function Location({ onOpen, searchable }: { onOpen?: () => void; searchable?: boolean }) {
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
        searchable={searchable}
        allowDeselect={false}
      />
      <p>Chosen: {value}</p>
    </>
  );
}

describe('Select', () => {
  it('adds its option list when the field is reached, not as the page renders', async () => {
    renderWithProviders(<Location />);
    const field = screen.getByRole('combobox', { name: 'Location' });
    expect(field).toHaveValue('All Locations');
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { hidden: true })).not.toBeInTheDocument();

    await userEvent.hover(field);
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(2);
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('adds its option list once the page is idle, with no one reaching it', async () => {
    renderWithProviders(<Location />);
    expect(screen.queryByRole('option', { hidden: true })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(2));
  });

  it('opened by the focus that adds its list, it still says it is expanded and what it controls', async () => {
    renderWithProviders(<Location searchable />);
    const field = screen.getByRole('combobox', { name: 'Location' });
    // A searchable select opens on focus: here the same event adds its list.
    act(() => field.focus());
    const list = await screen.findByRole('listbox', { hidden: true });
    await waitFor(() => expect(field).toHaveAttribute('aria-controls', list.id));
    expect(field).toHaveAttribute('aria-expanded', 'true');
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
