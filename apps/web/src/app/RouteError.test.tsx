import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteError } from './RouteError';

function renderThrowing(error: Error) {
  const Boom = () => {
    throw error;
  };
  const router = createMemoryRouter([
    { path: '/', element: <Boom />, errorElement: <RouteError /> },
  ]);
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('RouteError', () => {
  it('offers a reload when a screen file from an older build is gone', () => {
    renderThrowing(
      new TypeError('Failed to fetch dynamically imported module: /assets/Vehicles-abc.js'),
    );
    expect(screen.getByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows what went wrong for any other error', () => {
    renderThrowing(new Error('Cannot read properties of undefined'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the dashboard' })).toBeInTheDocument();
  });
});
