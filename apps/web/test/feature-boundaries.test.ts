import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The boundary messages ESLint gives `source` as if it were the file at `path`. */
async function boundaryErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(repoRoot, path) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const importOf = (from: string) =>
  `import { shopKeys } from '${from}';\nexport const keys = shopKeys;\n`;

describe('feature boundaries (eslint.config.js)', () => {
  it.each([
    ['apps/web/src/features/auth/complete-login.ts', '../shops'],
    ['apps/web/src/features/auth/complete-login.ts', '../shops/index'],
    ['apps/web/src/features/auth/screens/SignInScreen.tsx', '../../shops'],
    ['apps/web/src/features/auth/screens/SignInScreen.tsx', '../../shops/index.ts'],
  ])('lets %s use another feature through its index.ts (%s)', async (path, from) => {
    expect(await boundaryErrors(path, importOf(from))).toEqual([]);
  });

  it.each([
    ['apps/web/src/features/auth/complete-login.ts', '../shops/api/keys'],
    ['apps/web/src/features/auth/screens/SignInScreen.tsx', '../../shops/api/keys'],
    ['apps/web/src/features/auth/api/x/deep.ts', '../../../shops/api/keys'],
    ['apps/web/src/features/auth/screens/SignInScreen.tsx', '../../../features/shops/api/keys'],
  ])('refuses %s reaching into another feature’s files (%s)', async (path, from) => {
    const errors = await boundaryErrors(path, importOf(from));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/only through its index\.ts/);
  });

  it.each([
    ['apps/web/src/app/layout/TopBar.tsx', '../../features/shops'],
    ['apps/web/src/app/routes.tsx', '../features/shops/index'],
    ['apps/web/src/app/VehicleDetailPage.tsx', '../features/shops/screens/ShopsScreen'],
  ])('lets %s use a feature through its index.ts or a screen (%s)', async (path, from) => {
    expect(await boundaryErrors(path, importOf(from))).toEqual([]);
  });

  it.each([
    ['apps/web/src/app/layout/TopBar.tsx', '../../features/shops/api/keys'],
    ['apps/web/src/app/routes.tsx', '../features/shops/components/ShopSwitcher'],
    ['apps/web/src/app/App.tsx', '../features/shops/screens/parts/Row'],
  ])('refuses %s reaching into a feature’s other files (%s)', async (path, from) => {
    const errors = await boundaryErrors(path, importOf(from));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/app\/ uses a feature through its index\.ts/);
  });

  it.each([
    ['apps/web/src/lib/api.ts', '../features/shops'],
    ['apps/web/src/lib/ui/RecordsStates.tsx', '../../app/routes'],
  ])('refuses %s, in lib/, importing a feature or app/ (%s)', async (path, from) => {
    const errors = await boundaryErrors(path, importOf(from));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/lib\/ depends on no feature and not on app\//);
  });

  it('lets a feature import its own files and the shared lib', async () => {
    const source = `import { shopKeys } from '../api/keys';\nimport { paths } from '../../../lib/paths';\nexport const both = [shopKeys, paths];\n`;
    expect(await boundaryErrors('apps/web/src/features/shops/components/X.tsx', source)).toEqual(
      [],
    );
  });
});
