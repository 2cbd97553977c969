import type { Paginated } from '@fleetdesk/contract/common';
import { agreementSchema } from '@fleetdesk/contract/loaner-agreements';
import {
  citationImportReplySchema,
  citationSchema,
  type Citation,
  type CitationImportReply,
} from '@fleetdesk/contract/loaner-citations';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest, parseWith } from '../../../lib/api';
import { getPage, pageByPage, queryString } from '../../../lib/pagination';
import { uploadForm, type UploadProgress } from '../../../lib/upload';

export const citationKeys = {
  all: ['loaners', 'citations'] as const,
  unmatched: () => [...citationKeys.all, 'unmatched'] as const,
  agreementSearch: (search: string) => [...citationKeys.all, 'agreement-search', search] as const,
};

export const CITATIONS_PAGE_SIZE = 25;
export const CITATIONS_LOAD_FAILED = 'Failed to load the unmatched citations';
export const CITATION_IMPORT_FAILED = 'The file could not be read';
export const CITATION_ATTACH_FAILED = 'Could not attach the citation';

export type CitationImportInput = {
  file: File;
  /** Only check the file: every row with its result, nothing written. */
  dryRun: boolean;
  onProgress?: (progress: UploadProgress) => void;
};

/** What the server said of a file: its rows and counts, and whether it wrote them. */
export type CitationImportOutcome = { reply: CitationImportReply; written: boolean };

/**
 * POST /api/loaners/citations/import/ (multipart `file`; `?dry_run=true`). A file with an
 * invalid row is refused whole with 400 and the rows, which are the answer here too.
 */
export async function importCitations(input: CitationImportInput): Promise<CitationImportOutcome> {
  const form = new FormData();
  form.append('file', input.file);
  const path = `/api/loaners/citations/import/${queryString({ dry_run: input.dryRun ? 'true' : null })}`;
  try {
    const data = await uploadForm(path, form, { onProgress: input.onProgress });
    return { reply: parseWith(citationImportReplySchema, data), written: !input.dryRun };
  } catch (error) {
    const refused =
      error instanceof ApiError && error.status === 400
        ? citationImportReplySchema.safeParse(error.body)
        : null;
    if (refused?.success) return { reply: refused.data, written: false };
    throw error;
  }
}

export function useImportCitations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importCitations,
    onSuccess: (outcome) => {
      // Written rows are charges on agreements and citations in the shop's list.
      if (outcome.written) return client.invalidateQueries({ queryKey: ['loaners'] });
    },
  });
}

/** GET /api/loaners/citations/?matched=false: the citations no agreement took, to settle. */
export function getUnmatchedCitations(page: number): Promise<Paginated<Citation>> {
  return getPage(
    `/api/loaners/citations/${queryString({ matched: 'false', page, page_size: CITATIONS_PAGE_SIZE })}`,
    citationSchema,
  );
}

export function useUnmatchedCitations() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: citationKeys.unmatched(),
      queryFn: ({ pageParam }) => getUnmatchedCitations(pageParam),
      ...pageByPage,
    }),
  );
}

/** An agreement as the attach dialog offers it. */
const agreementChoiceSchema = agreementSchema.pick({
  id: true,
  number: true,
  status: true,
  customer_name: true,
  license_plate: true,
  repair_order_number: true,
  checked_out_at: true,
  checked_in_at: true,
});
export type AgreementChoice = z.infer<typeof agreementChoiceSchema>;

/** GET /api/loaners/agreements/?search= (number, RO, claim, customer, plate): what a citation may go on. */
export function useAgreementChoices(search: string) {
  return useQuery({
    queryKey: citationKeys.agreementSearch(search),
    queryFn: async () =>
      parseWith(
        z.object({ results: z.array(agreementChoiceSchema) }),
        await apiRequest(`/api/loaners/agreements/${queryString({ search, page_size: 20 })}`),
      ).results,
    placeholderData: (previous) => previous,
  });
}

/**
 * POST /api/loaners/citations/{id}/attach/ {agreement}: the citation becomes a charge on it.
 * Everything under ['loaners'] is asked again (the lists, the agreement, the balances).
 */
export function useAttachCitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { citation: number; agreement: number }) =>
      parseWith(
        citationSchema,
        await apiRequest(`/api/loaners/citations/${input.citation}/attach/`, {
          method: 'POST',
          body: { agreement: input.agreement },
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['loaners'] }),
  });
}
