import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupStatusSchema } from '@fleetdesk/contract/backups';
import { latestBackupRuns } from '../../platform/backup/runner';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { shopOf } from '../../platform/session';
import { presentBackupRun } from './backups.presenter';

/** The server's backups on the diagnostics page (docs/api.md "Backups"). */
export const backupsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/backups/',
    {
      config: { permission: 'canViewModuleSettings' },
      schema: {
        tags: ['backups'],
        summary:
          "The server's backups: the nightly hour, how many are kept and where, the latest 10 (every shop is in each)",
        response: { 200: backupStatusSchema, ...errorResponses },
      },
    },
    async (req) => {
      const ctx = shopOf(req);
      const runs = await latestBackupRuns(ctx.db);
      return {
        hour: deps.config.BACKUP_HOUR,
        keep: deps.config.BACKUP_KEEP,
        destination: deps.config.STORAGE_URL ? ('s3' as const) : ('disk' as const),
        runs: runs.map((r) => presentBackupRun(r, ctx.isSuperuser)),
      };
    },
  );
};
