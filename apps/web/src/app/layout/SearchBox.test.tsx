import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/utils';
import { SearchBox } from './SearchBox';

describe('SearchBox', () => {
  it('submits the trimmed text to /search?q=', async () => {
    renderWithProviders(<SearchBox />, { route: '/vehicles' });
    const u = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Submit search' });
    expect(submit).toBeDisabled();
    await u.type(screen.getByRole('textbox', { name: 'Search' }), '   ');
    expect(submit).toBeDisabled();
    await u.type(screen.getByRole('textbox', { name: 'Search' }), 'ford & co  ');
    expect(submit).toBeEnabled();
    await u.click(submit);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/search?q=ford%20%26%20co'),
    );
  });

  it("focuses on '/' unless already typing in a field", async () => {
    renderWithProviders(
      <>
        <input aria-label="Other field" />
        <SearchBox />
      </>,
    );
    const u = userEvent.setup();
    const search = screen.getByRole('textbox', { name: 'Search' });
    await u.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');

    await u.click(screen.getByRole('textbox', { name: 'Other field' }));
    await u.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Other field' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Other field' })).toHaveValue('/');
  });
});
