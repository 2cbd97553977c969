import { defineConfig } from 'vitest/config';

// One runner, three projects. The server project runs against PGlite, or against
// PostgreSQL when TEST_DATABASE_URL is set (scripts/test.mjs runs it both ways).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share one database per worker; tests isolate themselves by creating their own shops.
          pool: 'forks',
          // One module graph per worker: re-importing the app for each file cost about 2 min
          // a run. Files share nothing else (each opens and closes its own database).
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
