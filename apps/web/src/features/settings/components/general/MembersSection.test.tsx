import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionsReply } from '../../../../../test/fixtures';
import { renderWithProviders, stubFetch } from '../../../../../test/utils';
import { MembersSection } from './MembersSection';

describe('MembersSection', () => {
  it('leads those who manage the shop to its members', async () => {
    stubFetch({ 'GET /api/base/permissions/': permissionsReply({ canManageShopSettings: true }) });
    renderWithProviders(<MembersSection />);
    expect(await screen.findByRole('link', { name: 'Manage members' })).toHaveAttribute(
      'href',
      '/settings/members',
    );
    expect(screen.getByRole('region', { name: 'Members' })).toBeInTheDocument();
  });

  it('is not there for anyone else', async () => {
    const calls = stubFetch({
      'GET /api/base/permissions/': permissionsReply({ canManageShopSettings: false }),
    });
    renderWithProviders(<MembersSection />);
    await waitFor(() => expect(calls).toHaveLength(1));
    // The answer has arrived and been rendered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Manage members' })).not.toBeInTheDocument();
  });
});
