import { describe, expect, it } from 'vitest';
import { fuelEntryCreateSchema, fuelTypeOfCell, guessFuelImportMapping } from '../fuel';
import { completeCost, flagsOfFills, fuelEconomy, type FillFacts } from './fuel-figures';

const fill = (over: Partial<FillFacts> & { id: number }): FillFacts => ({
  date: '2026-03-01',
  odometer: null,
  quantity: '10',
  unit: 'gallons',
  partial_fill: false,
  total_cost: '35.00',
  ...over,
});

describe('completeCost', () => {
  it('works the total out of quantity × price to the cent, and the price out of the total', () => {
    expect(completeCost({ quantity: '12.5', price_per_unit: '3.499', total_cost: null })).toEqual({
      price_per_unit: '3.499',
      total_cost: '43.74',
    });
    expect(completeCost({ quantity: '3', price_per_unit: null, total_cost: '10.00' })).toEqual({
      price_per_unit: '3.333',
      total_cost: '10.00',
    });
    expect(completeCost({ quantity: '3', price_per_unit: null, total_cost: null })).toBeNull();
  });
});

describe('flagsOfFills', () => {
  it('flags a fill above the tank and two fills of one day', () => {
    const flags = flagsOfFills(
      [
        fill({ id: 1, quantity: '21' }),
        fill({ id: 2, date: '2026-03-02' }),
        fill({ id: 3, date: '2026-03-02', unit: 'kwh', quantity: '60' }),
      ],
      '20.0',
    );
    expect([...flags]).toEqual([
      [1, ['over_tank']],
      [2, ['same_day']],
      [3, ['same_day']],
    ]);
  });

  it('flags MPG far off the median only with enough history', () => {
    const odometers = [0, 300, 600, 900, 1200];
    const history = odometers.map((o, i) =>
      fill({
        id: i + 1,
        date: `2026-03-0${i + 1}`,
        odometer: 10_000 + o,
        quantity: i === 4 ? '30' : '10',
      }),
    );
    expect(flagsOfFills(history.slice(0, 4), null).get(4)).toEqual([]);
    // Four stretches: 30, 30, 30 and 10 MPG; 10 is below half of the median 30.
    expect(flagsOfFills(history, null).get(5)).toEqual(['mpg_outlier']);
  });
});

describe('fuelEconomy', () => {
  it('counts the gallons of partial fills between two full ones', () => {
    expect(
      fuelEconomy([
        fill({ id: 1, odometer: 20_000 }),
        fill({ id: 2, odometer: 20_150, quantity: '5', total_cost: '17.50', partial_fill: true }),
        fill({ id: 3, odometer: 20_400, quantity: '11', total_cost: '38.50' }),
      ]),
    ).toEqual({ mpg: '25.0', fuel_cost_per_mile: '0.140' });
    expect(fuelEconomy([fill({ id: 1, odometer: 5 })])).toEqual({
      mpg: null,
      fuel_cost_per_mile: null,
    });
  });
});

describe('fuel entries and card files', () => {
  it('refuses kWh with a fuel type other than electric, and a fill without price or total', () => {
    const parsed = fuelEntryCreateSchema.safeParse({
      vehicle: '1HGCM82633A004352',
      date: '2026-03-01',
      quantity: '4',
      unit: 'kwh',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'kWh is for an electric charge: choose the fuel type Electric.',
      'Enter the price per unit or the total.',
    ]);
  });

  it('guesses a card provider’s headers and reads its product names', () => {
    expect(
      guessFuelImportMapping([
        'Vehicle Number',
        'Transaction Date',
        'Gallons',
        'Amount',
        'Merchant',
      ]),
    ).toEqual({
      'Vehicle Number': 'card_vehicle_number',
      'Transaction Date': 'date',
      Gallons: 'quantity',
      Amount: 'total_cost',
      Merchant: 'vendor',
    });
    expect(
      ['Unleaded Plus', 'DSL', 'Super 93', 'Unleaded', 'EV charge'].map(fuelTypeOfCell),
    ).toEqual(['midgrade', 'diesel', 'premium', 'regular', 'electric']);
  });
});
