import {
  agreementSchema,
  chargeSchema,
  type Agreement,
  type AgreementCreate,
  type Charge,
  type ChargeCreate,
  type Swap,
} from '@fleetdesk/contract/loaner-agreements';
import { customerSchema, type DamageStage, type DamageZone } from '@fleetdesk/contract/loaners';
import {
  matchQuery,
  queryOptions,
  useMutation,
  type QueryClient,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiRequest, parseWith } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { fetchFile } from '../../../lib/save-file';
import { uploadForm, type UploadProgress } from '../../../lib/upload';

/**
 * The agreement's calls (docs/api.md "Loaners"): one agreement, its lifecycle, its charges, its
 * damage photos and its statement, with what the reserve form reads around them. Every key starts
 * with `['loaners']`, so a change here refreshes the board and the customers' balances too.
 */
export const agreementKeys = {
  loaners: ['loaners'] as const,
  all: ['loaners', 'agreements'] as const,
  detail: (id: number) => [...agreementKeys.all, 'detail', id] as const,
  loanerVehicles: () => [...agreementKeys.loaners, 'vehicles'] as const,
  customerSearch: (search: string) =>
    [...agreementKeys.loaners, 'customer-search', search] as const,
};

const base = (id: number) => `/api/loaners/agreements/${id}/`;

export const AGREEMENT_LOAD_FAILED = 'Failed to load the agreement';

/** GET /api/loaners/agreements/{id}/ */
export function getAgreement(id: number): Promise<Agreement> {
  return apiGet(base(id), agreementSchema);
}

export const agreementQueryOptions = (id: number) =>
  queryOptions({ queryKey: agreementKeys.detail(id), queryFn: () => getAgreement(id) });

export function useAgreement(id: number) {
  return useQuery(agreementQueryOptions(id));
}

const loanerVehicleSchema = z.object({
  vin: z.string(),
  description: z.string().catch(''),
  license_plate: z.string().catch(''),
});
export type LoanerVehicle = z.infer<typeof loanerVehicleSchema>;

/** The shop's loaners that can be lent: vehicles of type loaner, not archived. */
export function useLoanerVehicles() {
  return useQuery({
    queryKey: agreementKeys.loanerVehicles(),
    queryFn: async () =>
      parseWith(
        z.object({ results: z.array(loanerVehicleSchema) }),
        await apiRequest('/api/vehicles/vehicles/?page_size=1000&types=loaner&archived=false'),
      ).results,
  });
}

/** A loaner's latest reading and when it was logged (its page's newest log), or null for none. */
const loanerReadingSchema = z.object({
  current_mileage: z.number().nullable().catch(null),
  recent_mileage_logs: z.array(z.object({ date_recorded: z.string() })).catch([]),
});

/** GET /api/vehicles/vehicles/{vin}/: what a loaner going out is read against, once one is chosen. */
export function useLoanerReading(vin: string | null) {
  return useQuery({
    queryKey: [...agreementKeys.loaners, 'reading', vin] as const,
    enabled: vin !== null,
    queryFn: async () => {
      const v = parseWith(
        loanerReadingSchema,
        await apiRequest(`/api/vehicles/vehicles/${encodeURIComponent(vin ?? '')}/`),
      );
      if (v.current_mileage === null) return null;
      return { reading: v.current_mileage, at: v.recent_mileage_logs[0]?.date_recorded ?? null };
    },
  });
}

/** GET /api/loaners/customers/?search=: the borrowers a reservation may name. */
export function useCustomerSearch(search: string) {
  return useQuery({
    queryKey: agreementKeys.customerSearch(search),
    queryFn: async () =>
      parseWith(
        z.object({ results: z.array(customerSchema) }),
        await apiRequest(`/api/loaners/customers/${queryString({ search, page_size: 20 })}`),
      ).results,
    placeholderData: (previous) => previous,
  });
}

/**
 * An agreement a write answered with: it replaces the cached one, and everything else under
 * ['loaners'] (the board, lists, balances) is asked again; the agreement itself is the reply
 * just kept, not fetched a second time (issue 33).
 */
export async function keepAgreementReply(client: QueryClient, agreement: Agreement) {
  const detail = agreementKeys.detail(agreement.id);
  client.setQueryData(detail, agreement);
  await client.invalidateQueries({
    queryKey: agreementKeys.loaners,
    predicate: (query) => !matchQuery({ queryKey: detail, exact: true }, query),
  });
}

/** Writes that change an agreement: the reply replaces it in the cache, the rest is refreshed. */
export function useAgreementWrite<Input>(write: (input: Input) => Promise<Agreement>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (agreement) => keepAgreementReply(client, agreement),
  });
}

export const agreementReply = async (path: string, method: 'POST' | 'PATCH', body?: unknown) =>
  parseWith(agreementSchema, await apiRequest(path, { method, body }));

/** POST /api/loaners/agreements/ (rates left out default from the settings). */
export function useCreateAgreement() {
  return useAgreementWrite((body: AgreementCreate) =>
    agreementReply('/api/loaners/agreements/', 'POST', body),
  );
}

/** PATCH /api/loaners/agreements/{id}/: terms and period, while reserved. */
export function usePatchAgreement(id: number) {
  return useAgreementWrite((body: Partial<AgreementCreate>) =>
    agreementReply(base(id), 'PATCH', body),
  );
}

/** POST …/cancel/ (reserved only). */
export function useCancelAgreement(id: number) {
  return useAgreementWrite(() => agreementReply(`${base(id)}cancel/`, 'POST'));
}

/** POST …/swap/: the loaner out is changed mid-rental (out only). */
export function useSwapLoaner(id: number) {
  return useAgreementWrite((body: Swap) => agreementReply(`${base(id)}swap/`, 'POST', body));
}

/** POST …/send_signed_copy/: the signed copy e-mailed to the customer again. */
export function useSendSignedCopy(id: number) {
  return useAgreementWrite(() => agreementReply(`${base(id)}send_signed_copy/`, 'POST'));
}

/** Writes whose reply is not the agreement: the agreement (and the balances) are asked again. */
export function useAgreementChange<Input, Output>(write: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: agreementKeys.loaners }),
  });
}

/** POST …/charges/ (manual charges: damage, cleaning, other). */
export function useAddCharge(id: number) {
  return useAgreementChange(async (body: ChargeCreate): Promise<Charge> =>
    parseWith(chargeSchema, await apiRequest(`${base(id)}charges/`, { method: 'POST', body })),
  );
}

/** DELETE /api/loaners/charges/{id}/ (manual charges only). */
export function useDeleteCharge() {
  return useAgreementChange(async (chargeId: number) => {
    await apiRequest(`/api/loaners/charges/${chargeId}/`, { method: 'DELETE' });
  });
}

export type DamagePhotoUpload = {
  agreementId: number;
  stage: DamageStage;
  zone: DamageZone;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
};

/** POST …/damage_photo/ (multipart `file`, `stage`, `zone`); the agreement is asked again after. */
export async function uploadDamagePhoto(upload: DamagePhotoUpload): Promise<void> {
  const form = new FormData();
  form.append('stage', upload.stage);
  form.append('zone', upload.zone);
  form.append('file', upload.file, upload.file.name);
  await uploadForm(`${base(upload.agreementId)}damage_photo/`, form, {
    onProgress: upload.onProgress,
  });
}

/**
 * GET …/statement/ (a PDF behind the token): fetched with the token header and opened from a
 * blob, since a plain link would not carry it.
 */
export function fetchStatement(id: number): Promise<Blob> {
  return fetchFile(`${base(id)}statement/`);
}
