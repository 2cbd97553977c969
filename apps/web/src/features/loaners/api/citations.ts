import type { Paginated } from '@fleetdesk/contract/common';
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
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, parseWith } from '../../../lib/api';
import { getPage, pageByPage, queryString } from '../../../lib/pagination';
import { uploadForm, type UploadProgress } from '../../../lib/upload';

export const citationKeys = {
  all: ['loaners', 'citations'] as const,
  unmatched: () => [...citationKeys.all, 'unmatched'] as const,
};

export const CITATIONS_PAGE_SIZE = 25;
export const CITATIONS_LOAD_FAILED = 'Failed to load the unmatched citations';
export const CITATION_IMPORT_FAILED = 'The file could not be read';

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
