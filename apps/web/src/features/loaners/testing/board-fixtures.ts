import type { BoardAgreement, BoardReply } from '@fleetdesk/contract/loaner-board';

/** Noon in Los Angeles on the fixtures' shop today (2026-06-14, test/fixtures SHOP_TODAY). */
export const BOARD_NOW = new Date('2026-06-14T19:00:00Z');
/** The window the board opens on: two days before today, fourteen days. */
export const BOARD_URL = 'GET /api/loaners/board/?from=2026-06-12&to=2026-06-25';

export function boardAgreement(over: Partial<BoardAgreement> = {}): BoardAgreement {
  return {
    id: 1,
    number: 'LA-00001',
    status: 'reserved',
    starts_at: '2026-06-20T16:00:00Z',
    due_at: '2026-06-22T16:00:00Z',
    checked_out_at: null,
    checked_in_at: null,
    customer_name: 'Dana Reyes',
    short_of_completion: false,
    swapped_from: null,
    swapped_to: null,
    ...over,
  };
}

type Loaner = BoardReply['vehicles'][number];

export function loaner(over: Partial<Loaner> = {}): Loaner {
  return {
    vin: '1HGCM82633A000101',
    description: '2024 Toyota Corolla',
    license_plate: 'LNR-101',
    state: 'available',
    out_of_service: null,
    agreements: [],
    ...over,
  };
}

/**
 * Three loaners around 2026-06-14 in Los Angeles: one out (and reserved again later), one out
 * past its due date, one back and free.
 */
export function sampleBoard(): BoardReply {
  return {
    vehicles: [
      loaner({
        state: 'out',
        agreements: [
          boardAgreement({
            id: 11,
            number: 'LA-00011',
            status: 'out',
            starts_at: '2026-06-13T16:00:00Z',
            checked_out_at: '2026-06-13T16:30:00Z',
            due_at: '2026-06-16T16:00:00Z',
            customer_name: 'Dana Reyes',
            short_of_completion: true,
          }),
          // 05:00 UTC on the 20th is still the 19th in Los Angeles.
          boardAgreement({
            id: 12,
            number: 'LA-00012',
            starts_at: '2026-06-20T05:00:00Z',
            due_at: '2026-06-22T16:00:00Z',
            customer_name: 'Sam Ortiz',
          }),
        ],
      }),
      loaner({
        vin: '1HGCM82633A000102',
        license_plate: 'LNR-102',
        description: '2023 Honda Civic',
        state: 'overdue',
        agreements: [
          boardAgreement({
            id: 13,
            number: 'LA-00013',
            status: 'out',
            starts_at: '2026-06-08T16:00:00Z',
            checked_out_at: '2026-06-08T17:00:00Z',
            due_at: '2026-06-13T16:00:00Z',
            customer_name: 'Lee Park',
          }),
        ],
      }),
      loaner({
        vin: '1HGCM82633A000103',
        license_plate: 'LNR-103',
        description: '2022 Ford Escape',
        state: 'available',
        agreements: [
          boardAgreement({
            id: 14,
            number: 'LA-00014',
            status: 'returned',
            starts_at: '2026-06-11T16:00:00Z',
            checked_out_at: '2026-06-11T16:00:00Z',
            due_at: '2026-06-13T16:00:00Z',
            checked_in_at: '2026-06-12T18:00:00Z',
            customer_name: 'Kim Chen',
          }),
          boardAgreement({
            id: 15,
            number: 'LA-00015',
            status: 'cancelled',
            starts_at: '2026-06-17T16:00:00Z',
            due_at: '2026-06-18T16:00:00Z',
            customer_name: 'Pat Gray',
          }),
        ],
      }),
    ],
  };
}

/**
 * A loan changed from LNR-104 to LNR-105 on 2026-06-14 at 08:00 in Los Angeles: the first car's
 * stretch is behind it (the car is free again), the second is out until the 18th.
 */
export function swappedBoard(): BoardReply {
  const loan = {
    id: 16,
    number: 'LA-00016',
    status: 'out' as const,
    starts_at: '2026-06-12T16:00:00Z',
    due_at: '2026-06-18T16:00:00Z',
    customer_name: 'Ana Cruz',
  };
  return {
    vehicles: [
      loaner({
        vin: '1HGCM82633A000104',
        license_plate: 'LNR-104',
        description: '2024 Kia Forte',
        state: 'available',
        agreements: [
          boardAgreement({
            ...loan,
            checked_out_at: '2026-06-12T16:30:00Z',
            checked_in_at: '2026-06-14T15:00:00Z',
            swapped_to: 'LNR-105',
          }),
        ],
      }),
      loaner({
        vin: '1HGCM82633A000105',
        license_plate: 'LNR-105',
        description: '2024 Kia Soul',
        state: 'out',
        agreements: [
          boardAgreement({
            ...loan,
            checked_out_at: '2026-06-14T15:00:00Z',
            swapped_from: 'LNR-104',
          }),
        ],
      }),
    ],
  };
}
