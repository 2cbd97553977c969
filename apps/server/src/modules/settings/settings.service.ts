import { parseSettingText, validateSettingValue } from '@fleetdesk/contract/rules/setting-value';
import type { Setting, SettingDefinition, SettingValue } from '@fleetdesk/contract/settings';
import { badRequest, fieldError, notFound } from '../../platform/errors';
import type { ModuleDefinition } from '../../platform/module';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import * as repo from './settings.repository';

type Modules = readonly ModuleDefinition[];

const settingId = (module: string, key: string) => `${module}.${key}`;

/** Every registered setting; one a module declares without `module` belongs to that module. */
export function settingDefinitions(modules: Modules): SettingDefinition[] {
  return modules.flatMap((m) => m.settings.map((s) => ({ ...s, module: s.module ?? m.key })));
}

function definitionsOf(modules: Modules, module: string): SettingDefinition[] {
  const defs = settingDefinitions(modules).filter((d) => d.module === module);
  // A registered module without settings simply has none; any other name is a mistake.
  if (defs.length === 0 && !modules.some((m) => m.key === module))
    throw notFound(`Unknown module: ${module}`);
  return defs;
}

function definitionOf(modules: Modules, module: string, key: string): SettingDefinition {
  const def = settingDefinitions(modules).find((d) => d.module === module && d.key === key);
  if (!def) throw notFound(`Unknown setting: ${settingId(module, key)}`);
  return def;
}

type ValueIndex = { shop: Map<string, unknown>; user: Map<string, unknown> };

function indexValues(values: repo.StoredValue[]): ValueIndex {
  const index: ValueIndex = { shop: new Map(), user: new Map() };
  for (const v of values)
    (v.userId === null ? index.shop : index.user).set(settingId(v.module, v.key), v.value);
  return index;
}

/** A stored value counts only while it still passes its definition (definitions change in code). */
function usable(def: SettingDefinition, raw: unknown): { value: SettingValue } | null {
  if (raw === undefined) return null;
  const check = validateSettingValue(def, raw);
  return check.ok ? { value: check.value } : null;
}

/** The user's own value (per-user settings only), else the shop's, else the default. */
function present(def: SettingDefinition, index: ValueIndex): Setting {
  const id = settingId(def.module, def.key);
  const shop = usable(def, index.shop.get(id));
  const own = def.scope === 'user' ? usable(def, index.user.get(id)) : null;
  const globalValue = shop ? shop.value : def.default;
  return {
    id,
    module: def.module,
    key: def.key,
    label: def.label,
    description: def.description,
    category: def.category,
    value_type: def.value_type,
    value: own ? own.value : globalValue,
    validation_rules: def.validation_rules,
    scope: def.scope,
    default: def.default,
    source: own ? 'user' : shop ? 'global' : 'default',
    global_value: globalValue,
  };
}

/** One setting as the current member sees it. */
export async function effectiveSetting(
  ctx: ShopContext,
  modules: Modules,
  module: string,
  key: string,
): Promise<Setting> {
  const def = definitionOf(modules, module, key);
  return present(def, indexValues(await repo.valuesFor(ctx, [module])));
}

/** GET for_module: the module's settings keyed by setting key. */
export async function settingsForModule(
  ctx: ShopContext,
  modules: Modules,
  module: string,
): Promise<Record<string, Setting>> {
  const defs = definitionsOf(modules, module);
  const index = indexValues(await repo.valuesFor(ctx, [module]));
  return Object.fromEntries(defs.map((d) => [d.key, present(d, index)]));
}

/** GET settings: one module's or every module's; `includeGlobal` false keeps per-user settings only. */
export async function listSettings(
  ctx: ShopContext,
  modules: Modules,
  filter: { module?: string; includeGlobal: boolean },
): Promise<Setting[]> {
  const defs =
    filter.module === undefined
      ? settingDefinitions(modules)
      : definitionsOf(modules, filter.module);
  const wanted = defs.filter((d) => filter.includeGlobal || d.scope === 'user');
  const index = indexValues(
    await repo.valuesFor(ctx, filter.module === undefined ? null : [filter.module]),
  );
  return wanted.map((d) => present(d, index));
}

/** The member's own value of a per-user setting. */
export async function updateUserSetting(
  ctx: ShopContext,
  modules: Modules,
  input: { module: string; key: string; value: unknown },
): Promise<Setting> {
  const def = definitionOf(modules, input.module, input.key);
  if (def.scope !== 'user') {
    throw badRequest(
      `${settingId(def.module, def.key)} applies to the whole shop; it has no per-user value.`,
    );
  }
  const check = validateSettingValue(def, input.value);
  if (!check.ok) throw fieldError('value', check.error);
  await repo.upsertUserValue(ctx, def.module, def.key, check.value);
  return effectiveSetting(ctx, modules, def.module, def.key);
}

/** The shop-wide value, sent as text; the route requires canManageShopSettings. */
export async function updateShopSetting(
  ctx: ShopContext,
  modules: Modules,
  input: { module: string; key: string; value_text: string },
): Promise<Setting> {
  const def = definitionOf(modules, input.module, input.key);
  const check = parseSettingText(def, input.value_text);
  if (!check.ok) throw fieldError('value_text', check.error);
  await inTransaction(ctx, async (tx) => {
    const before = await repo.findShopValue(tx, def.module, def.key);
    await repo.upsertShopValue(tx, def.module, def.key, check.value);
    // Shop-wide settings change how every member works: keep who changed what.
    await recordAudit(tx, {
      entity: 'setting',
      entityId: settingId(def.module, def.key),
      action: 'update',
      before: { value: before ?? null },
      after: { value: check.value },
    });
  });
  return effectiveSetting(ctx, modules, def.module, def.key);
}
