import type { Config } from '../../config';
import type { Db } from '../client';

export type DemoSeedResult = { usernames: string[]; passwordHint: string };

/** Seeds the demo shops on first start (or when SEED_DEMO=true); returns how to sign in. */
export async function seedDemoIfWanted(_db: Db, _config: Config): Promise<DemoSeedResult | null> {
  return null;
}
