import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const WEB_SERVER_IMPORTS = {
  group: ['**/apps/server/**', '@fleetdesk/server', '@fleetdesk/server/*'],
  message: 'The web app talks to the server over HTTP only.',
};
const FEATURE_MESSAGE =
  'A feature imports another only through its index.ts (`../mileage`), never its files; shared code goes to app/ or lib/.';
const APP_MESSAGE =
  "app/ uses a feature through its index.ts (`../features/mileage`) or a route's screen (`../features/mileage/screens/X`), never its other files.";
/** Unless what follows is a feature's name alone, or its `/index` (with or without extension). */
const NOT_AN_INDEX = '(?![^/]+(/|/index(\\.tsx?)?)?$)';
const MAX_FEATURE_DEPTH = 8;

function webFeatures() {
  try {
    return readdirSync(new URL('./apps/web/src/features/', import.meta.url), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const SHOP_TIME_MESSAGE =
  "Write an instant with features/shops (useShopTime, formatShopDateTime): on the shop's clock, not the browser's.";
const SERVER_SHOP_TIME_MESSAGE =
  "Write an instant with platform/shop-day.ts (shopClock(ctx.timeZone)): on the shop's clock.";
const SERVER_SHOP_DAY_MESSAGE =
  "That is the day in UTC: the shop's is shopToday or shopDayOf (platform/shop-day.ts); utcDayOf says when UTC is meant.";
const DATE_FORMAT_RESTRICTIONS = ['NewExpression', 'CallExpression'].map((node) => ({
  selector: `${node}[callee.object.name='Intl'][callee.property.name='DateTimeFormat']`,
  message: SHOP_TIME_MESSAGE,
}));
const UTC_DAY_RESTRICTION = {
  selector:
    "CallExpression[callee.property.name=/^(slice|substring)$/][callee.object.callee.property.name='toISOString']",
  message:
    "That is the day in UTC: the day of an instant is the shop's (shopDayOf or useShopTime().dayOf from features/shops).",
};

/** Issue 33: the search params through lib/url-params.ts, whose changes build on the latest address. */
const URL_PARAMS_RESTRICTION = {
  selector: "ImportSpecifier[imported.name='useSearchParams']",
  message:
    "Use useUrlParams from lib/url-params: the router's own updater builds on the last render's params, which can lag the address.",
};

const SELECT_RESTRICTION = {
  selector:
    "ImportDeclaration[source.value='@mantine/core'] > ImportSpecifier[imported.name='Select']",
  message:
    "Use Select from lib/ui/Select: Mantine's keeps every closed option list mounted, and placing each costs a phone 190 ms at load.",
};

const CHARTS_RESTRICTION = {
  selector: 'ImportDeclaration[source.value=/^@mantine.charts/]',
  message:
    'Use the charts of lib/ui/charts: it brings their stylesheet, without which a chart on a screen that did not load it draws no bars.',
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function featureBoundaryConfigs() {
  return webFeatures().flatMap((feature) => {
    const self = escapeRegex(feature);
    return Array.from({ length: MAX_FEATURE_DEPTH }, (_, depth) => ({
      files: [`apps/web/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              WEB_SERVER_IMPORTS,
              // Exactly depth + 1 levels up is the features folder: any name but our own is a
              // sibling, which may be imported as a whole (its index.ts) but not file by file.
              {
                regex: `^(\\.\\./){${depth + 1}}(?!${self}(/|$))${NOT_AN_INDEX}[^./]`,
                message: FEATURE_MESSAGE,
              },
              // Any path through a features folder into another feature's files.
              {
                regex: `(^|/)features/(?!${self}(/|$))${NOT_AN_INDEX}[^/]+`,
                message: FEATURE_MESSAGE,
              },
            ],
          },
        ],
      },
    }));
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app never reaches into the server.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@fleetdesk/server', '@fleetdesk/server/*'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The house rule: no file over 400 lines, blank lines and comments included (the server's
    // and the contract's block is below).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  // The shop's time, one place (issue 33): an instant is shown, and its day taken, on the shop's
  // clock by features/shops/shop-time.ts, never in the browser's zone or UTC's.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...DATE_FORMAT_RESTRICTIONS,
        UTC_DAY_RESTRICTION,
        URL_PARAMS_RESTRICTION,
        SELECT_RESTRICTION,
        CHARTS_RESTRICTION,
      ],
    },
  },
  {
    // The files that may build an Intl.DateTimeFormat (the day of an instant is the shop's here too).
    files: [
      // The one place instants are written on the shop's clock.
      'apps/web/src/features/shops/shop-time.ts',
      // Calendar days (`YYYY-MM-DD`, no instant: no zone can move them) written for people, and
      // backups' times, which are the whole installation's, not one shop's.
      'apps/web/src/lib/format.ts',
      // The board's days, already the shop's calendar days, written in UTC so nothing moves them.
      'apps/web/src/features/loaners/board/day-labels.ts',
      // A chart's months (`YYYY-MM`), written in UTC for the same reason.
      'apps/web/src/features/glance/components/GlanceCharts.tsx',
      // Reads the browser's zone, to offer it as the shop's.
      'apps/web/src/features/settings/components/general/ShopTimeZoneSection.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        UTC_DAY_RESTRICTION,
        URL_PARAMS_RESTRICTION,
        SELECT_RESTRICTION,
        CHARTS_RESTRICTION,
      ],
    },
  },
  {
    // The one place the charts and their stylesheet are imported.
    files: ['apps/web/src/lib/ui/charts.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...DATE_FORMAT_RESTRICTIONS,
        UTC_DAY_RESTRICTION,
        URL_PARAMS_RESTRICTION,
        SELECT_RESTRICTION,
      ],
    },
  },
  // The same on the server: platform/shop-day.ts (and the contract's rules/shop-day.ts, which
  // both sides use) is the one place an instant becomes the shop's day or words. And one error
  // shape: platform/errors.ts alone makes an error body.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-fixtures.ts', 'apps/server/src/platform/errors.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...DATE_FORMAT_RESTRICTIONS.map((r) => ({ ...r, message: SERVER_SHOP_TIME_MESSAGE })),
        { ...UTC_DAY_RESTRICTION, message: SERVER_SHOP_DAY_MESSAGE },
        // One error shape per kind (docs/api.md "Errors"): platform/errors.ts makes every body.
        {
          selector: "NewExpression[callee.name='HttpError']",
          message:
            'Refuse with a constructor of platform/errors.ts (badRequest, notFound, conflict, fieldErrors, ...): one body shape per kind.',
        },
      ],
    },
  },
  {
    // The installation's own zone, offered as a new shop's by the command that creates it.
    files: ['apps/server/src/cli.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { ...UTC_DAY_RESTRICTION, message: SERVER_SHOP_DAY_MESSAGE },
      ],
    },
  },
  // A feature uses another only through its index.ts (its public face, as a server module's
  // index.ts); shared pieces live in app/ or lib/. no-restricted-imports cannot resolve paths, so
  // one block per feature and folder depth names the relative imports that climb out of that
  // feature into a sibling's files (`../../shops/api/x` from features/auth/x/y.ts).
  ...featureBoundaryConfigs(),
  // app/ composes the features (routes, shell, the vehicle detail's tabs): it uses a feature
  // through its index.ts, or a route's screen in its screens/ (loaded lazily, one chunk a route),
  // never its api/ or components/ (docs/decisions/0010). Its tests may use a feature's fixtures
  // and test helpers (what the whole app is opened with).
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_SERVER_IMPORTS,
            {
              regex: `(^|/)features/${NOT_AN_INDEX}(?![^/]+/screens/[^/]+$)[^/]+/`,
              message: APP_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  // lib/ is what every feature and app/ stand on: it imports neither (its tests may render them).
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_SERVER_IMPORTS,
            {
              regex: '(^|/)(features|app)(/|$)',
              message: 'lib/ depends on no feature and not on app/.',
            },
          ],
        },
      ],
    },
  },
  // A server module is reached only through its index.ts (docs/architecture.md): from inside
  // modules/<area>/, `../<other>/<file>` is another module's internals. Tests may set up tables
  // and fixtures across modules.
  {
    files: ['apps/server/src/modules/*/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/',
              message: "Import another module through its index.ts ('../<module>'), not its files.",
            },
          ],
        },
      ],
    },
  },
  // No file over 400 lines (the web app has its own block).
  {
    files: ['apps/server/**/*.ts', 'packages/contract/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  // Above the modules (app, CLI, seed, benchmark): a module through its index.ts only.
  {
    files: ['apps/server/src/*.ts', 'apps/server/src/seed/**/*.ts', 'apps/server/bench/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/[^/]+/',
              message: "Import a module through its index.ts ('modules/<module>'), not its files.",
            },
          ],
        },
      ],
    },
  },
  // platform/ is what modules stand on: it imports no module.
  {
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-cases.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)modules(/|$)', message: 'platform/ depends on no module.' }],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', 'fastify', 'drizzle-orm', 'react'],
              message: 'The contract depends on zod only.',
            },
          ],
        },
      ],
    },
  },
);
