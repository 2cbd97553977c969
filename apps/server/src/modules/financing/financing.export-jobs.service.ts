import {
  EXPORT_JOB_MESSAGES,
  type ExportJob,
  type ExportJobRequest,
} from '@fleetdesk/contract/financing-export-jobs';
import { exportFileName, type ExportFormat } from '@fleetdesk/contract/financing-export';
import type { Config } from '../../config';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import { fileUrlKey, signLink } from '../../platform/signed-url';
import { openSignedLink, type FileLink, type FileReply } from '../documents';
import * as repo from './financing.export-jobs.repository';
import type { ExportJobRow } from './financing.export-jobs.repository';
import { shopToday } from '../../platform/shop-day';
import { EXPORT_CONTENT_TYPES } from './financing.export.service';

type LinkConfig = Pick<Config, 'FILE_URL_SECRET' | 'DATA_DIR'>;

/** POST /api/vehicles/financing/export-jobs/: queued; it runs once the request has committed. */
export async function startExportJob(
  ctx: ShopContext,
  config: LinkConfig,
  request: ExportJobRequest,
): Promise<ExportJob> {
  const fileName = exportFileName(request.type, request.format, await shopToday(ctx.db));
  return presentJob(await repo.insertJob(ctx, request, fileName), config);
}

/** GET /api/vehicles/financing/export-jobs/{id}/: the member's own job, else 404. */
export async function exportJob(
  ctx: ShopContext,
  config: LinkConfig,
  id: number,
): Promise<ExportJob> {
  const row = await repo.findOwnJob(ctx.db, ctx, id);
  if (!row) throw notFound(EXPORT_JOB_MESSAGES.notFound);
  return presentJob(row, config);
}

const fileUrl = (row: ExportJobRow, config: LinkConfig) =>
  `/api/vehicles/financing/export-jobs/${row.id}/file/?${signLink(
    fileUrlKey(config),
    { shopId: row.shopId, userId: row.userId },
    row.id,
    'export-job',
  )}`;

function presentJob(row: ExportJobRow, config: LinkConfig): ExportJob {
  return {
    id: row.id,
    type: row.exportType as ExportJob['type'],
    format: row.format as ExportFormat,
    status: row.status as ExportJob['status'],
    rows_done: row.rowsDone,
    rows_total: row.rowsTotal,
    file_name: row.fileName,
    file_url: row.status === 'done' && row.storageKey ? fileUrl(row, config) : null,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The file of a finished job, for its signed link (the link is the credential, as a document's):
 * a wrong or expired link is a 403, and so is a member who may no longer export; the job must be
 * theirs and done (404 otherwise).
 */
export function openJobFile(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  id: number,
  link: FileLink,
): Promise<FileReply> {
  return openSignedLink(deps, {
    kind: 'export-job',
    id,
    link,
    linkInvalid: EXPORT_JOB_MESSAGES.linkInvalid,
    permission: 'canViewFinancial',
    missing: EXPORT_JOB_MESSAGES.notFound,
    read: async (db, shopId, member) => {
      const job = await repo.findOwnJob(db, { shopId, userId: member.userId }, id);
      return job?.status === 'done' && job.storageKey
        ? { ...job, storageKey: job.storageKey }
        : null;
    },
    // Always a download, never kept: the file is one member's, made once.
    serve: (job) => ({
      storageKey: job.storageKey,
      headers: {
        'content-type': EXPORT_CONTENT_TYPES[job.format as ExportFormat],
        'content-disposition': `attachment; filename="${job.fileName}"`,
        ...(job.fileSize === null ? {} : { 'content-length': String(job.fileSize) }),
        'cache-control': 'no-store',
      },
    }),
  });
}
