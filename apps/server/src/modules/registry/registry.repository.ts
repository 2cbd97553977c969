import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/client';
import { navigationPreferences } from './registry.tables';

/** The user's saved order of module keys, or null when they never saved one. */
export async function findNavigationOrder(db: Db, userId: number): Promise<string[] | null> {
  const [row] = await db
    .select({ navigationOrder: navigationPreferences.navigationOrder })
    .from(navigationPreferences)
    .where(eq(navigationPreferences.userId, userId));
  if (!row) return null;
  const stored: unknown = row.navigationOrder;
  // jsonb holds whatever was written; keep only the strings a saved order may contain.
  return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
}

export async function saveNavigationOrder(db: Db, userId: number, order: string[]): Promise<void> {
  await db
    .insert(navigationPreferences)
    .values({ userId, navigationOrder: order })
    .onConflictDoUpdate({
      target: navigationPreferences.userId,
      set: { navigationOrder: order, updatedAt: new Date() },
    });
}
