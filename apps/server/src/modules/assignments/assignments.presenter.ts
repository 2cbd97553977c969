import type { Assignment, AssignmentCitation } from '@fleetdesk/contract/assignments';

/** An assignment as the repository reads it (assignments.repository.ts). */
export type AssignmentRow = {
  id: number;
  vehicle: string;
  driverId: number | null;
  driverName: string;
  startsAt: Date;
  endsAt: Date | null;
};

const instant = (v: Date | string) => new Date(v).toISOString();

/** The API shape of an assignment, with the tolls and tickets of its period (none: []). */
export function presentAssignment(
  row: AssignmentRow,
  citations: readonly AssignmentCitation[] = [],
): Assignment {
  return {
    id: row.id,
    vehicle: row.vehicle,
    driver: row.driverId,
    driver_name: row.driverName,
    starts_at: instant(row.startsAt),
    ends_at: row.endsAt === null ? null : instant(row.endsAt),
    citations: [...citations],
  };
}
