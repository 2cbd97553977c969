import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlParams } from './url-params';

/** Two filters changed one after the other, before the router renders the first change. */
function Filters() {
  const [params, setParams] = useUrlParams();
  const set = (name: string, value: string) =>
    setParams((current) => {
      current.set(name, value);
      return current;
    });
  return (
    <>
      <p>Address: ?{params.toString()}</p>
      <button
        onClick={() => {
          set('search', 'VW');
          set('columns', 'vin');
        }}
      >
        Search and pick a column
      </button>
    </>
  );
}

describe('useUrlParams', () => {
  it('builds a change on the address as last written, so the change before it stays', async () => {
    const router = createMemoryRouter([{ path: '/vehicles', element: <Filters /> }], {
      initialEntries: ['/vehicles?page=2'],
    });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search and pick a column' }));
    expect(await screen.findByText('Address: ?page=2&search=VW&columns=vin')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2&search=VW&columns=vin');
  });
});
