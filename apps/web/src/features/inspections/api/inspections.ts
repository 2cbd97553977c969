import {
  inspectionListSchema,
  inspectionSchema,
  type Inspection,
  type InspectionCreate,
} from '@fleetdesk/contract/inspections';
import { documentSchema } from '@fleetdesk/contract/documents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, parseWith } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { uploadForm } from '../../../lib/upload';
import { issueKeys } from '../../issues';
import { inspectionKeys } from './keys';

export const INSPECTION_SAVE_FAILED = 'Failed to save the inspection';

/** GET /api/vehicles/inspections/?vehicle={vin} (newest first; the first 50). */
export async function getInspections(vin: string): Promise<Inspection[]> {
  const reply = await apiGet(
    `/api/vehicles/inspections/${queryString({ vehicle: vin, page_size: 50 })}`,
    inspectionListSchema,
  );
  return reply.results;
}

export const inspectionsQueryOptions = (vin: string) =>
  queryOptions({ queryKey: inspectionKeys.vehicle(vin), queryFn: () => getInspections(vin) });

export function useInspections(vin: string) {
  return useQuery(inspectionsQueryOptions(vin));
}

/** POST /api/vehicles/inspections/: failed pass/fail items open issues on the vehicle. */
export async function createInspection(input: InspectionCreate): Promise<Inspection> {
  return parseWith(
    inspectionSchema,
    await apiRequest('/api/vehicles/inspections/', { method: 'POST', body: input }),
  );
}

export function useCreateInspection(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInspection,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: inspectionKeys.vehicle(vin) }),
        client.invalidateQueries({ queryKey: issueKeys.all }),
      ]),
  });
}

/**
 * A photo taken at the car, kept among the vehicle's documents (POST /api/vehicles/documents/):
 * the inspection's answer names it by id.
 */
export async function uploadInspectionPhoto(vin: string, file: File, label: string) {
  const form = new FormData();
  form.set('vehicle', vin);
  form.set('document_type', 'other');
  form.set('title', `Inspection photo: ${label}`.slice(0, 200));
  form.set('file', file);
  return parseWith(documentSchema, await uploadForm('/api/vehicles/documents/', form));
}

/** The report's address (a PDF the browser opens with the token: fetched, then shown). */
export const inspectionPdfPath = (id: number) => `/api/vehicles/inspections/${id}/pdf/`;
