import type { FuelImportReply } from '@fleetdesk/contract/fuel';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_CONTEXT, permissionsReply } from '../../../../test/fixtures';
import { renderWithProviders, stubFetch } from '../../../../test/utils';
import { installFakeXhr, lastXhr } from '../../../lib/upload.test-helper';
import FuelImportScreen from './FuelImportScreen';

const FILE = new File(['Unit,Date,Gallons,Amount\n'], 'card.csv', { type: 'text/csv' });

const reply = (over: Partial<FuelImportReply> = {}): FuelImportReply => ({
  rows: [
    { line: 2, vin: '1FTBW2CM9HKA00001', result: 'created', errors: {}, warnings: {} },
    {
      line: 3,
      vin: '',
      result: 'invalid',
      errors: { vehicle: ['No vehicle has the VIN, plate or card vehicle number "U-9".'] },
      warnings: {},
    },
  ],
  counts: { total: 2, created: 1, invalid: 1, duplicate: 0 },
  columns: ['Unit', 'Date', 'Gallons', 'Amount'],
  mapping: { Date: 'date', Gallons: 'quantity', Amount: 'total_cost' },
  date_forms: [],
  ...over,
});

async function chooseFile() {
  stubFetch({
    ...CURRENT_CONTEXT,
    'GET /api/base/permissions/': permissionsReply({ canAdd: true }),
  });
  renderWithProviders(<FuelImportScreen />, {
    route: '/vehicles/fuel-import',
    path: '/vehicles/fuel-import',
  });
  const user = userEvent.setup();
  await screen.findByLabelText('Fuel card file (CSV or XLSX)');
  await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, FILE);
  return user;
}

describe('FuelImportScreen', () => {
  beforeEach(() => installFakeXhr());

  it('checks the file when chosen, names each bad line, and blocks the import', async () => {
    await chooseFile();
    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/vehicles/fuel-entries/import/?dry_run=true');
    xhr.respond(200, reply());
    const rows = await screen.findByRole('table', { name: 'Rows of the file' });
    expect(
      within(rows).getByText(
        'Vehicle: No vehicle has the VIN, plate or card vehicle number "U-9".',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 line is invalid: nothing is imported/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 fill' })).toBeDisabled();
  });

  it('maps a column to the card vehicle number, checks again, and imports', async () => {
    const user = await chooseFile();
    lastXhr().respond(200, reply());
    await user.click(await screen.findByLabelText('Field for column Unit', { selector: 'input' }));
    const options = screen.getByRole('listbox', { name: 'Field for column Unit', hidden: true });
    await user.click(
      within(options).getByRole('option', { name: 'Card vehicle number', hidden: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    const again = lastXhr();
    expect(JSON.parse((again.body as FormData).get('mapping') as string)).toEqual({
      Unit: 'card_vehicle_number',
      Date: 'date',
      Gallons: 'quantity',
      Amount: 'total_cost',
    });
    const clean = reply({
      rows: [{ line: 2, vin: '1FTBW2CM9HKA00001', result: 'created', errors: {}, warnings: {} }],
      counts: { total: 1, created: 1, invalid: 0, duplicate: 0 },
      mapping: {
        Unit: 'card_vehicle_number',
        Date: 'date',
        Gallons: 'quantity',
        Amount: 'total_cost',
      },
    });
    again.respond(200, clean);
    await user.click(await screen.findByRole('button', { name: 'Import 1 fill' }));
    const write = lastXhr();
    expect(write.url).toBe('/api/vehicles/fuel-entries/import/');
    write.respond(200, clean);
    expect(await screen.findByText('Imported 1 fill.')).toBeInTheDocument();
  });
});
