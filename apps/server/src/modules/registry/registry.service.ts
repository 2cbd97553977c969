import {
  ROLE_NAMES,
  roleSchema,
  type Permission,
  type PermissionsResponse,
} from '@fleetdesk/contract/permissions';
import type { ModuleConfig, NavigationItem, SearchableModel } from '@fleetdesk/contract/registry';
import type { Db } from '../../platform/database/client';
import { fieldErrors } from '../../platform/errors';
import type { ModuleDefinition, ModuleNavigationEntry } from '../../platform/module';
import { permissionMap } from '../../platform/permissions';
import { can, type ShopContext } from '../../platform/request-context';
import * as repo from './registry.repository';

type Gate = Pick<ShopContext, 'isSuperuser' | 'permissions'>;

/** An entry without a permission is open to every member. */
const allows = (gate: Gate, permission: Permission | null) =>
  permission === null || can(gate, permission);

/** The permission endpoints' reply: the named permissions, the member's role as its group. */
export function permissionsReply(
  ctx: ShopContext,
  names: readonly Permission[],
  username?: string,
): PermissionsResponse {
  const role = roleSchema.safeParse(ctx.role);
  return {
    permissions: permissionMap(names, ctx.permissions, ctx.isSuperuser),
    is_superuser: ctx.isSuperuser,
    groups: role.success ? [ROLE_NAMES[role.data]] : [],
    ...(username === undefined ? {} : { username }),
  };
}

/** GET /api/base/modules/: every module's configuration, keyed by module key. */
export function moduleConfigs(modules: readonly ModuleDefinition[]): Record<string, ModuleConfig> {
  return Object.fromEntries(
    modules.map((m) => [
      m.key,
      {
        display_name: m.display_name,
        icon: m.icon,
        navigation_order: m.navigation_order,
        navigation_permission: m.navigation_permission,
        models: m.models,
      },
    ]),
  );
}

/**
 * The user's saved order first (unknown or repeated keys ignored), then the modules the
 * order does not name, by their own navigation_order.
 */
export function orderModules(
  modules: readonly ModuleDefinition[],
  saved: readonly string[],
): ModuleDefinition[] {
  const byKey = new Map(modules.map((m) => [m.key, m]));
  const first: ModuleDefinition[] = [];
  for (const key of new Set(saved)) {
    const m = byKey.get(key);
    if (m) first.push(m);
  }
  const rest = modules
    .filter((m) => !first.includes(m))
    .sort((a, b) => a.navigation_order - b.navigation_order || a.key.localeCompare(b.key));
  return [...first, ...rest];
}

const byOrder = (a: ModuleNavigationEntry, b: ModuleNavigationEntry) => a.order - b.order;

/** An entry the member may use, with the children they may use; a group left empty is dropped. */
function visibleEntry(
  gate: Gate,
  module: string,
  entry: ModuleNavigationEntry,
): NavigationItem | null {
  if (!allows(gate, entry.permission)) return null;
  const declared = entry.children ?? [];
  const children = [...declared]
    .sort(byOrder)
    .map((child) => visibleEntry(gate, module, child))
    .filter((child): child is NavigationItem => child !== null);
  if (declared.length > 0 && children.length === 0) return null;
  return {
    name: entry.name,
    url: entry.url,
    module,
    icon: entry.icon,
    order: entry.order,
    permission: entry.permission,
    children,
  };
}

const navigableModules = (modules: readonly ModuleDefinition[], gate: Gate) =>
  modules.filter((m) => allows(gate, m.navigation_permission));

/**
 * The sidebar: entries of the modules the member may open, in the user's module order.
 * Top-level `order` is the position in that order, so a client sorting by it agrees.
 */
export function navigationItems(
  modules: readonly ModuleDefinition[],
  gate: Gate,
  saved: readonly string[],
): NavigationItem[] {
  const items = orderModules(navigableModules(modules, gate), saved).flatMap((m) =>
    [...m.navigation]
      .sort(byOrder)
      .map((entry) => visibleEntry(gate, m.key, entry))
      .filter((item): item is NavigationItem => item !== null),
  );
  return items.map((item, i) => ({ ...item, order: i + 1 }));
}

/** Searchable models of the modules the member may open. */
export function searchableModels(
  modules: readonly ModuleDefinition[],
  gate: Gate,
): SearchableModel[] {
  return orderModules(navigableModules(modules, gate), []).flatMap((m) =>
    m.searchable_models.map((s) => ({ ...s, module: m.key })),
  );
}

export async function navigationFor(
  modules: readonly ModuleDefinition[],
  ctx: ShopContext,
): Promise<NavigationItem[]> {
  const saved = (await repo.findNavigationOrder(ctx.db, ctx.userId)) ?? [];
  return navigationItems(modules, ctx, saved);
}

/** The order in effect: the saved keys still known, then the other modules. */
export async function navigationOrder(
  db: Db,
  modules: readonly ModuleDefinition[],
  userId: number,
): Promise<string[]> {
  const saved = (await repo.findNavigationOrder(db, userId)) ?? [];
  return orderModules(modules, saved).map((m) => m.key);
}

/** Saves the user's module order; every key must name a module, once. */
export async function saveNavigationOrder(
  db: Db,
  modules: readonly ModuleDefinition[],
  userId: number,
  order: readonly string[],
): Promise<string[]> {
  const known = new Set(modules.map((m) => m.key));
  const seen = new Set<string>();
  const messages: string[] = [];
  for (const key of order) {
    if (!known.has(key)) messages.push(`Unknown module: ${key}`);
    else if (seen.has(key)) messages.push(`Module listed more than once: ${key}`);
    seen.add(key);
  }
  if (messages.length > 0) throw fieldErrors({ navigation_order: messages });
  await repo.saveNavigationOrder(db, userId, [...order]);
  return orderModules(modules, order).map((m) => m.key);
}
