import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, page, permissionsReply } from '../../../../test/fixtures';
import { json, renderWithProviders, stubFetch } from '../../../../test/utils';
import { FakeXhr, installFakeXhr, lastXhr } from '../../../lib/upload.test-helper';
import { citation, citationRow, importReply } from '../testing/citation-fixtures';
import CitationsScreen from './CitationsScreen';

const UNMATCHED = 'GET /api/loaners/citations/?matched=false&page=1&page_size=25';
const CHARGES = { canViewLoaners: true, canManageLoanerCharges: true };
const CSV = new File(['plate,occurred_at,amount,kind,agency,reference\n'], 'fastrak.csv', {
  type: 'text/csv',
});

function renderScreen(permissions: Record<string, boolean>) {
  const calls = stubFetch({
    ...CURRENT_CONTEXT,
    'GET /api/base/permissions/': permissionsReply(permissions),
    [UNMATCHED]: json(page([citation()])),
  });
  renderWithProviders(<CitationsScreen />, {
    route: '/loaners/citations',
    path: '/loaners/citations',
  });
  return { calls, user: userEvent.setup() };
}

async function preview(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByLabelText('Toll or ticket file (CSV or XLSX)');
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, CSV);
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  return lastXhr();
}

describe('CitationsScreen', () => {
  beforeEach(() => installFakeXhr());

  it('previews every row with its result, and an invalid row blocks Import all', async () => {
    const { user } = renderScreen(CHARGES);
    const xhr = await preview(user);
    expect(xhr.url).toBe('/api/loaners/citations/import/?dry_run=true');
    expect(((xhr.body as FormData).get('file') as File).name).toBe('fastrak.csv');
    xhr.respond(
      200,
      importReply([
        citationRow(),
        citationRow({
          line: 3,
          plate: 'lnr102',
          reference: 'FT-2',
          result: 'late',
          agreement: 'LA-00009',
        }),
        citationRow({
          line: 4,
          plate: 'XYZ',
          reference: 'FT-3',
          result: 'unmatched',
          agreement: null,
        }),
        citationRow({ line: 5, reference: 'FT-1', result: 'duplicate', agreement: null }),
        citationRow({
          line: 6,
          plate: 'ABC',
          occurred_at: null,
          amount: null,
          reference: 'FT-5',
          result: 'invalid',
          agreement: null,
          error: 'The amount is not a positive sum with at most two decimals.',
        }),
      ]),
    );
    // The counts, each a filter; the invalid rows are shown first.
    expect(await screen.findByRole('radio', { name: 'Invalid 1' })).toBeChecked();
    for (const name of ['All 5', 'Matched 1', 'Late 1', 'Unmatched 1', 'Duplicate 1']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    const table = screen.getByRole('table', { name: 'Rows of the file' });
    expect(
      within(table).getByText('The amount is not a positive sum with at most two decimals.'),
    ).toBeInTheDocument();
    const importAll = screen.getByRole('button', { name: 'Import all' });
    expect(importAll).toBeDisabled();
    expect(importAll).toHaveAccessibleDescription(
      '1 row is invalid: nothing is imported while any row is invalid. Correct the file and choose it again.',
    );
    await user.click(screen.getByRole('radio', { name: 'All 5' }));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-result'))).toEqual([
      'matched',
      'late',
      'unmatched',
      'duplicate',
      'invalid',
    ]);
    expect(rows[0]).toHaveTextContent('LNR 101 · Jun 3, 2026, 2:05 PM · $4.75 · ref FT-1');
    expect(rows[0]).toHaveTextContent('LA-00011');
    expect(rows[1]).toHaveTextContent('LA-00009, billed to the shop');
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it('imports a clean file with progress, says what it wrote and refreshes the list', async () => {
    const { user, calls } = renderScreen(CHARGES);
    const reply = importReply([
      citationRow(),
      citationRow({ line: 3, reference: 'FT-2', result: 'unmatched', agreement: null }),
    ]);
    (await preview(user)).respond(200, reply);
    await user.click(await screen.findByRole('button', { name: 'Import all' }));
    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/loaners/citations/import/');
    xhr.progress(50, 100);
    expect(await screen.findByLabelText('Import progress')).toBeInTheDocument();
    expect(screen.getByText('Importing…')).toBeInTheDocument();
    xhr.respond(200, reply);
    expect(
      await screen.findByText(
        'Imported 2 citations: 1 charged to the borrower, 0 late, billed to the shop, 1 unmatched, kept to settle.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/loaners/citations/'))).toHaveLength(2),
    );
  });

  it('says why a file cannot be read', async () => {
    const { user } = renderScreen(CHARGES);
    (await preview(user)).respond(400, {
      file: [
        'The first line must name the columns plate, occurred_at, amount, kind, agency, reference.',
      ],
    });
    expect(
      await screen.findByText(
        'The first line must name the columns plate, occurred_at, amount, kind, agency, reference.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import all' })).not.toBeInTheDocument();
  });

  it('shows the citations left to settle, and no import without canManageLoanerCharges', async () => {
    renderScreen({ canViewLoaners: true });
    expect(await screen.findByText('ZZZ 999')).toBeInTheDocument();
    expect(screen.getByText('$65.00')).toBeInTheDocument();
    expect(screen.getByText(/City of Oakland · ref OAK-1/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Toll or ticket file (CSV or XLSX)')).not.toBeInTheDocument();
  });

  it('offers the columns and a sample file', async () => {
    renderScreen(CHARGES);
    const sample = await screen.findByRole('link', { name: /Download a sample file/ });
    expect(sample).toHaveAttribute('download', 'citations-sample.csv');
    expect(decodeURIComponent(sample.getAttribute('href') ?? '')).toContain(
      'plate,occurred_at,amount,kind,agency,reference\nLNR 101,2026-06-03 14:05',
    );
  });
});
