import { describe, expect, it } from 'vitest';
import {
  applicableSchedules,
  forecastDate,
  maintenanceState,
  mileageTrend,
  nextDue,
} from './maintenance-due';

describe('nextDue', () => {
  it('counts each interval from when it was last done', () => {
    expect(
      nextDue({
        lastDoneOn: '2026-01-31',
        lastDoneMileage: 42_000,
        intervalDays: 182,
        intervalMiles: 5_000,
      }),
    ).toEqual({ dueDate: '2026-08-01', dueMileage: 47_000 });
  });

  it('has no due by mileage without an interval of miles or a known mileage', () => {
    const base = { lastDoneOn: '2026-01-01', intervalDays: 30 };
    expect(nextDue({ ...base, lastDoneMileage: 100, intervalMiles: null }).dueMileage).toBeNull();
    expect(nextDue({ ...base, lastDoneMileage: null, intervalMiles: 500 }).dueMileage).toBeNull();
    expect(
      nextDue({
        lastDoneOn: '2026-01-01',
        lastDoneMileage: 1,
        intervalDays: null,
        intervalMiles: 9,
      }).dueDate,
    ).toBeNull();
  });
});

describe('mileageTrend and forecastDate', () => {
  it('fits 50 miles a day and forecasts the day the due mileage is reached', () => {
    const trend = mileageTrend([
      { day: '2026-10-01', mileage: 10_000 },
      { day: '2026-10-11', mileage: 10_500 },
      { day: '2026-10-21', mileage: 11_000 },
    ]);
    expect(trend!.milesPerDay).toBeCloseTo(50, 9);
    // 11,000 on Oct 21; 12,000 is 20 days on.
    expect(forecastDate(trend, 12_000)).toBe('2026-11-10');
    // Part of a day rounds up: 12,010 is reached on the 21st day.
    expect(forecastDate(trend, 12_010)).toBe('2026-11-11');
  });

  it('reads only the 180 days up to the newest reading', () => {
    const trend = mileageTrend([
      { day: '2025-01-01', mileage: 0 },
      { day: '2026-06-01', mileage: 20_000 },
      { day: '2026-06-11', mileage: 20_100 },
    ]);
    expect(trend!.milesPerDay).toBeCloseTo(10, 9);
  });

  it('has no trend from one day, from readings that do not go up, or without a due mileage', () => {
    expect(mileageTrend([{ day: '2026-01-01', mileage: 5 }])).toBeNull();
    expect(
      mileageTrend([
        { day: '2026-01-01', mileage: 5 },
        { day: '2026-01-01', mileage: 9 },
      ]),
    ).toBeNull();
    expect(
      mileageTrend([
        { day: '2026-01-01', mileage: 9 },
        { day: '2026-02-01', mileage: 9 },
      ]),
    ).toBeNull();
    expect(forecastDate(null, 1_000)).toBeNull();
    expect(forecastDate({ milesPerDay: 1, intercept: 0 }, null)).toBeNull();
  });
});

describe('maintenanceState: whichever comes first', () => {
  const today = '2026-11-26';
  const none = { dueDate: null, dueMileage: null, forecastDate: null };

  it('is overdue once the date has passed, even with miles to go', () => {
    expect(
      maintenanceState({ ...none, dueDate: '2026-11-25', dueMileage: 90_000 }, 10, today),
    ).toBe('overdue');
  });

  it('is overdue once the odometer is past the due mileage, even with months to go', () => {
    expect(
      maintenanceState({ ...none, dueDate: '2027-06-01', dueMileage: 50_000 }, 50_001, today),
    ).toBe('overdue');
  });

  it('is due soon within 14 days or 500 miles, or when the forecast is within 14 days', () => {
    expect(maintenanceState({ ...none, dueDate: '2026-11-26' }, null, today)).toBe('due_soon');
    expect(maintenanceState({ ...none, dueDate: '2026-12-10' }, null, today)).toBe('due_soon');
    expect(maintenanceState({ ...none, dueDate: '2026-12-11' }, null, today)).toBe('ok');
    expect(maintenanceState({ ...none, dueMileage: 50_000 }, 49_500, today)).toBe('due_soon');
    expect(maintenanceState({ ...none, dueMileage: 50_000 }, 49_499, today)).toBe('ok');
    expect(
      maintenanceState(
        { dueDate: '2027-06-01', dueMileage: 50_000, forecastDate: '2026-12-01' },
        40_000,
        today,
      ),
    ).toBe('due_soon');
  });
});

describe('applicableSchedules', () => {
  it("lets a vehicle's own schedule override its type's of the same name and service type", () => {
    const kept = applicableSchedules([
      { id: 1, name: 'Oil change', serviceType: 'maintenance', ownVehicle: false },
      { id: 2, name: 'Tire rotation', serviceType: 'tires', ownVehicle: false },
      { id: 3, name: ' oil CHANGE ', serviceType: 'maintenance', ownVehicle: true },
      { id: 4, name: 'Oil change', serviceType: 'inspection', ownVehicle: false },
      { id: 5, name: 'Tire rotation', serviceType: 'tires', ownVehicle: false },
    ]);
    expect(kept.map((s) => s.id)).toEqual([3, 2, 4]);
  });
});
