import {
  inspectionFormListSchema,
  inspectionFormSchema,
  type InspectionForm,
  type InspectionFormCreate,
} from '@fleetdesk/contract/inspections';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, parseWith } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { inspectionKeys } from './keys';

export const FORM_SAVE_FAILED = 'Failed to save the inspection form';

/** GET /api/vehicles/inspection-forms/ (with a VIN: the forms for its types). */
export async function getInspectionForms(vin?: string): Promise<InspectionForm[]> {
  const reply = await apiGet(
    `/api/vehicles/inspection-forms/${queryString({ vehicle: vin, page_size: 200 })}`,
    inspectionFormListSchema,
  );
  return reply.results;
}

export const inspectionFormsQueryOptions = (vin?: string) =>
  queryOptions({
    queryKey: inspectionKeys.formsFor(vin),
    queryFn: () => getInspectionForms(vin),
  });

export function useInspectionForms(vin?: string) {
  return useQuery(inspectionFormsQueryOptions(vin));
}

/** POST …/inspection-forms/, or PATCH …/{id}/ with the whole list of items. */
export async function saveInspectionForm(
  id: number | null,
  body: InspectionFormCreate,
): Promise<InspectionForm> {
  const path =
    id === null ? '/api/vehicles/inspection-forms/' : `/api/vehicles/inspection-forms/${id}/`;
  return parseWith(
    inspectionFormSchema,
    await apiRequest(path, { method: id === null ? 'POST' : 'PATCH', body }),
  );
}

export function useSaveInspectionForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: InspectionFormCreate }) =>
      saveInspectionForm(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: inspectionKeys.forms }),
  });
}

export function useDeleteInspectionForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/vehicles/inspection-forms/${id}/`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: inspectionKeys.forms }),
  });
}
