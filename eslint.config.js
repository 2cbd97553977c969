import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
        { patterns: [{ group: ['**/apps/server/**', '@fleetdesk/server', '@fleetdesk/server/*'], message: 'The web app talks to the server over HTTP only.' }] },
      ],
    },
  },
  {
    // Features never import each other: shared pieces live in app/ or lib/.
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', '@fleetdesk/server', '@fleetdesk/server/*'], message: 'The web app talks to the server over HTTP only.' },
            { group: ['../../features/*', '../../../features/*', '**/features/*/**', '!./**', '!../**'], message: 'Features must not import each other; move shared code to app/ or lib/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', 'fastify', 'drizzle-orm', 'react'], message: 'The contract depends on zod only.' }] }],
    },
  },
);
