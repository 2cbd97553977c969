import type { ImportReply } from '@fleetdesk/contract/vehicle-import';
import { VEHICLE_WARNINGS } from '@fleetdesk/contract/vehicles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, permissionsReply } from '../../../../test/fixtures';
import { renderWithProviders, stubFetch } from '../../../../test/utils';
import { installFakeXhr, lastXhr } from '../../../lib/upload.test-helper';
import VehicleImportScreen from './VehicleImportScreen';

const FILE = new File(['Chassis,Make\n'], 'fleet.csv', { type: 'text/csv' });

const reply = (over: Partial<ImportReply> = {}): ImportReply => ({
  rows: [
    { line: 2, vin: '1FTBW2CM9HKA00001', result: 'created', errors: {}, warnings: {} },
    {
      line: 3,
      vin: 'SHORT',
      result: 'invalid',
      errors: { vin: ['VIN must be exactly 17 characters'], year: ['Please enter a valid year'] },
      warnings: {},
    },
  ],
  counts: { total: 2, created: 1, invalid: 1, duplicate: 0 },
  columns: ['Chassis', 'Make'],
  mapping: { Make: 'make' },
  date_forms: [],
  ...over,
});

async function chooseFile() {
  stubFetch({
    ...CURRENT_CONTEXT,
    'GET /api/base/permissions/': permissionsReply({ canAdd: true }),
  });
  renderWithProviders(<VehicleImportScreen />, {
    route: '/vehicles/import',
    path: '/vehicles/import',
  });
  const user = userEvent.setup();
  await screen.findByLabelText('Fleet spreadsheet (CSV or XLSX)');
  await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, FILE);
  return user;
}

describe('VehicleImportScreen', () => {
  beforeEach(() => installFakeXhr());

  it('checks the file as soon as it is chosen, names each bad row, and blocks the import', async () => {
    await chooseFile();
    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/vehicles/import/?dry_run=true');
    expect((xhr.body as FormData).get('mapping')).toBeNull();
    xhr.progress(50, 100);
    expect(await screen.findByText('Sending the file… 50%')).toBeInTheDocument();
    xhr.progress(100, 100);
    expect(await screen.findByText('Checking every row…')).toBeInTheDocument();
    xhr.respond(200, reply());
    expect(await screen.findByRole('radio', { name: 'Invalid 1' })).toBeChecked();
    const rows = screen.getByRole('table', { name: 'Rows of the file' });
    expect(within(rows).getByText('VIN: VIN must be exactly 17 characters')).toBeInTheDocument();
    expect(within(rows).getByText('Year: Please enter a valid year')).toBeInTheDocument();
    expect(screen.getByText(/1 row is invalid: nothing is imported/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 vehicles' })).toBeDisabled();
    expect(screen.queryByText(/Dates were read as/)).not.toBeInTheDocument();
  });

  it('says how the dates were read when the file wrote them month first', async () => {
    await chooseFile();
    lastXhr().respond(200, reply({ date_forms: ['iso', 'us'] }));
    expect(
      await screen.findByText(
        'Dates were read as year-month-day (2026-03-04) and month/day/year (3/4/2026 is March 4, 2026).',
      ),
    ).toBeInTheDocument();
  });

  it('sends the mapping chosen with Check again, then imports and says so', async () => {
    const user = await chooseFile();
    lastXhr().respond(200, reply());
    await user.click(
      await screen.findByLabelText('Field for column Chassis', { selector: 'input' }),
    );
    const options = screen.getByRole('listbox', { name: 'Field for column Chassis', hidden: true });
    await user.click(within(options).getByRole('option', { name: 'VIN', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    const again = lastXhr();
    expect(JSON.parse((again.body as FormData).get('mapping') as string)).toEqual({
      Chassis: 'vin',
      Make: 'make',
    });
    const clean = reply({
      rows: [{ line: 2, vin: '1FTBW2CM9HKA00001', result: 'created', errors: {}, warnings: {} }],
      counts: { total: 1, created: 1, invalid: 0, duplicate: 0 },
      mapping: { Chassis: 'vin', Make: 'make' },
    });
    again.respond(200, clean);
    await user.click(await screen.findByRole('button', { name: 'Import 1 vehicles' }));
    const write = lastXhr();
    expect(write.url).toBe('/api/vehicles/import/');
    write.respond(200, clean);
    expect(await screen.findByText('Imported 1 vehicle.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Created 1' })).toBeInTheDocument();
  });

  it('shows a row whose check digit does not match as ready, with its warning, and lets it import', async () => {
    await chooseFile();
    lastXhr().respond(
      200,
      reply({
        rows: [
          { line: 2, vin: '1FTBW2CM9HKA00001', result: 'created', errors: {}, warnings: {} },
          {
            line: 3,
            vin: '1HGCM82643A004352',
            result: 'created',
            errors: {},
            warnings: { vin: [VEHICLE_WARNINGS.vinCheckDigit] },
          },
        ],
        counts: { total: 2, created: 2, invalid: 0, duplicate: 0 },
      }),
    );
    const rows = await screen.findByRole('table', { name: 'Rows of the file' });
    const warned = within(rows).getByText(`Warning: VIN: ${VEHICLE_WARNINGS.vinCheckDigit}`);
    expect(within(warned.closest('tr')!).getByText('Ready')).toBeInTheDocument();
    expect(
      screen.getByText(/1 row has a warning: it is imported as in the file/),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'With a warning 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 vehicles' })).toBeEnabled();
  });
});
