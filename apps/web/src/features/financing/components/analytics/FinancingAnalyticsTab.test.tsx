import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../../../test/utils';
import { analyticsReply } from '../../testing/dashboard-fixtures';
import { FinancingAnalyticsTab } from './FinancingAnalyticsTab';

const PATH = (range: string) => `GET /api/vehicles/financing/analytics/?range=${range}`;

describe('FinancingAnalyticsTab', () => {
  it('asks for the year by default and shows the six sections with their figures', async () => {
    stubFetch({ [PATH('year')]: json(analyticsReply()) });
    renderWithProviders(<FinancingAnalyticsTab />);
    for (const title of [
      'Key Financial Metrics',
      'Payment Performance',
      'Cost Efficiency',
      'Risk Assessment',
      'Portfolio Breakdown',
      'Payment Method Analytics',
    ]) {
      expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
    }
    const key = screen.getByRole('region', { name: 'Key Financial Metrics' });
    expect(within(key).getByText('$37,800')).toBeInTheDocument();
    expect(within(key).getByText('6 active of 7')).toBeInTheDocument();
    const perf = screen.getByRole('region', { name: 'Payment Performance' });
    expect(within(perf).getByText('92.86%')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Risk Assessment' })).getByText('Risk: medium'),
    ).toBeInTheDocument();
    const methods = screen.getByRole('region', { name: 'Payment Method Analytics' });
    expect(within(methods).getByText('$13,500 · 30')).toBeInTheDocument();
  });

  it('changes the range and says when the analytics fail', async () => {
    const calls = stubFetch({
      [PATH('year')]: json(analyticsReply()),
      [PATH('month')]: json({ detail: 'boom' }, 500),
    });
    const user = userEvent.setup();
    renderWithProviders(<FinancingAnalyticsTab />);
    await screen.findByRole('region', { name: 'Key Financial Metrics' });
    await user.click(screen.getByText('This Month'));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('range=month'));
    expect(await screen.findAllByText(FINANCING_MESSAGES.analyticsFailed)).not.toHaveLength(0);
  });
});
