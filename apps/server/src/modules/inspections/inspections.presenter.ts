import {
  type Inspection,
  type InspectionForm,
  type InspectionItemKind,
} from '@fleetdesk/contract/inspections';
import type { FormRow, ItemRow } from './inspections.forms.repository';
import type { InspectionRow, ResultRow } from './inspections.repository';

/** The API shape of a form, with its items in order and its vehicle types. */
export function presentForm(
  row: FormRow,
  items: readonly ItemRow[],
  typeIds: number[],
): InspectionForm {
  return {
    id: row.id,
    name: row.name,
    vehicle_types: typeIds,
    items: items.map((i) => ({
      id: i.id,
      label: i.label,
      kind: i.kind as InspectionItemKind,
      required: i.required,
    })),
  };
}

/** The API shape of an inspection; `failed` counts its failed pass/fail items. */
export function presentInspection(
  row: InspectionRow,
  answers: readonly ResultRow[],
  issueIds: number[],
  photoLink: (documentId: number) => string,
): Inspection {
  return {
    id: row.id,
    form: row.formId,
    form_name: row.formName,
    vehicle: row.vehicle,
    vehicle_description: row.vehicleDescription,
    odometer: row.odometer,
    performed_at: row.performedAt.toISOString(),
    performed_by: row.performedBy,
    signed_name: row.signedName,
    signed: row.signed,
    results: answers.map((a) => ({
      item: a.item,
      label: a.label,
      kind: a.kind as InspectionItemKind,
      passed: a.passed,
      value: a.value,
      note: a.note,
      photo_url: a.photoDocumentId === null ? null : photoLink(a.photoDocumentId),
    })),
    failed: answers.filter((a) => a.kind === 'pass_fail' && a.passed === false).length,
    issues: issueIds,
  };
}

/** An answer as the report prints it. */
export function answerText(
  a: Pick<ResultRow, 'kind' | 'passed' | 'value' | 'photoDocumentId'>,
): string {
  if (a.kind === 'pass_fail')
    return a.passed === null ? 'Not answered' : a.passed ? 'Pass' : 'FAIL';
  if (a.kind === 'photo') return a.photoDocumentId === null ? 'No photo' : 'Photo taken';
  return a.value || 'Not answered';
}
