import {
  MILEAGE_SOURCE_LABELS,
  type MileageLog,
  type MileageSource,
} from '@fleetdesk/contract/mileage';

/** A mileage log as the repository reads it (mileage.repository.ts). */
export type MileageRow = {
  id: number;
  vehicle: string;
  mileage: number;
  source: string;
  notes: string;
  isCorrection: boolean;
  dateRecorded: Date;
  recordedBy: string | null;
};

/** The API shape of a mileage log. */
export function presentMileageLog(row: MileageRow): MileageLog {
  const source = row.source as MileageSource;
  return {
    id: row.id,
    vehicle: row.vehicle,
    mileage: row.mileage,
    source,
    source_display: MILEAGE_SOURCE_LABELS[source] ?? row.source,
    notes: row.notes,
    is_correction: row.isCorrection,
    date_recorded: row.dateRecorded.toISOString(),
    recorded_by: row.recordedBy,
  };
}
