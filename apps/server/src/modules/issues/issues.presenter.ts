import type { Issue, IssuePriority, IssueStatus } from '@fleetdesk/contract/issues';
import type { IssueRow } from './issues.repository';

/** Signs a document's file link for the member reading (the photo of a failed item). */
export type PhotoLink = (documentId: number) => string;

/** The API shape of an issue. */
export function presentIssue(row: IssueRow, photoLink: PhotoLink): Issue {
  return {
    id: row.id,
    vehicle: row.vehicle,
    vehicle_description: row.vehicleDescription,
    title: row.title,
    description: row.description,
    priority: row.priority as IssuePriority,
    out_of_service: row.outOfService,
    status: row.status as IssueStatus,
    source: row.sourceInspectionId,
    photo_url: row.photoDocumentId === null ? null : photoLink(row.photoDocumentId),
    assigned_to: row.assignedTo,
    assigned_to_name: row.assignedToName,
    resolution: row.resolution,
    resolved_at: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    service_record: row.serviceRecordId,
    created_at: row.createdAt.toISOString(),
  };
}
