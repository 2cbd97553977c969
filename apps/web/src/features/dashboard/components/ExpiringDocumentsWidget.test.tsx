import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { ExpiringDocumentsWidget } from './ExpiringDocumentsWidget';

const DATA = 'GET /api/dashboard/widget-data/expiring-documents/';
const VIN = '1HGCM82633A004352';

describe('ExpiringDocumentsWidget', () => {
  it('counts expired and expiring documents and lists the soonest, each linking to its vehicle', async () => {
    stubFetch({
      [DATA]: json({
        expired_count: 1,
        expiring_count: 3,
        documents: [
          {
            id: 2,
            vehicle: VIN,
            vehicle_description: '2021 Ford Transit',
            title: 'City permit',
            document_type: 'other',
            expires_on: '2026-06-01',
            state: 'expired',
          },
          {
            id: 1,
            vehicle: VIN,
            vehicle_description: '2021 Ford Transit',
            title: 'DOT inspection',
            document_type: 'inspection',
            expires_on: '2026-06-20',
            state: 'expiring',
          },
        ],
      }),
    });
    renderWithProviders(<ExpiringDocumentsWidget />);
    const link = await screen.findByRole('link', { name: 'DOT inspection' });
    expect(link).toHaveAttribute('href', `/vehicles/${VIN}?tab=documents`);
    expect(screen.getByText('Expiring soon', { selector: 'span' })).toBeInTheDocument();
    const item = link.closest('li')!;
    expect(
      within(item).getByText(/Inspection · 2021 Ford Transit · expires Jun 20, 2026/),
    ).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'City permit' }).closest('li')).toHaveTextContent(
      'Expired',
    );
  });

  it('says so when nothing expires within 30 days', async () => {
    stubFetch({ [DATA]: json({ expired_count: 0, expiring_count: 0, documents: [] }) });
    renderWithProviders(<ExpiringDocumentsWidget />);
    expect(await screen.findByText('No documents expire in the next 30 days.')).toBeInTheDocument();
  });
});
