import type { Db } from '../../platform/database/client';
import * as locations from './locations.repository';
import * as members from './members.repository';
import * as shops from './shops.repository';

/** What setting up shops outside a request needs (the demo seed): find or add, idempotently. */
export const findShopsByName = (db: Db, name: string) => shops.findShopsByName(db, name);
export const findMembership = (db: Db, shopId: number, userId: number) =>
  members.findMembership(db, shopId, userId);
export const insertMembership = (
  db: Db,
  values: { shopId: number; userId: number; role: string },
) => members.insertMembership(db, values);
export const insertMissingLocations = (
  db: Db,
  shopId: number,
  rows: { name: string; address: string }[],
) => locations.insertMissingLocations(db, shopId, rows);
