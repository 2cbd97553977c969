import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/utils';
import { openAppModal } from './modals';
import { showToast, SHOW_TOAST_EVENT, type ToastDetail } from './toast';

describe('showToast', () => {
  it('raises a showToast CustomEvent on window', () => {
    const seen: ToastDetail[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent<ToastDetail>).detail);
    window.addEventListener(SHOW_TOAST_EVENT, listener);
    showToast({ type: 'info', title: 'Hi', message: 'There' });
    window.removeEventListener(SHOW_TOAST_EVENT, listener);
    expect(seen).toEqual([{ type: 'info', title: 'Hi', message: 'There' }]);
  });

  it('renders toasts raised by the event, closing after their duration', async () => {
    renderWithProviders(<p>page</p>);
    act(() =>
      showToast({ type: 'success', title: 'Saved', message: 'Vehicle saved', duration: 100 }),
    );
    expect(await screen.findByText('Vehicle saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Vehicle saved')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('keeps a toast with duration 0 open until its close button is used', async () => {
    renderWithProviders(<p>page</p>);
    act(() =>
      showToast({
        type: 'error',
        title: 'Oops',
        message: 'Stays open',
        duration: 0,
        position: 'bottom-right',
      }),
    );
    expect(await screen.findByText('Stays open')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByText('Stays open')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Stays open')).not.toBeInTheDocument());
  });
});

describe('openAppModal', () => {
  it('confirm has Cancel and Confirm', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<p>page</p>);
    act(() => {
      openAppModal({
        type: 'confirm',
        title: 'Archive vehicle?',
        message: 'It can be restored later.',
        onConfirm,
      });
    });
    expect(await screen.findByText('It can be restored later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('other types have OK; a non-dismissible modal has no close button', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      openAppModal({
        type: 'warning',
        title: 'Heads up',
        message: 'Read this first.',
        dismissible: false,
      });
    });
    expect(await screen.findByText('Read this first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Read this first.')).not.toBeInTheDocument());
  });
});
