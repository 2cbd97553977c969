import type { Db } from '../../platform/database/client';
import * as repo from './auth.repository';

/** What other modules may do with accounts and tokens (member administration, shop switching). */
export const findAccountByUsername = (db: Db, username: string) =>
  repo.findUserByUsername(db, username);
export const findAccountByEmail = (db: Db, email: string) => repo.findUserByEmail(db, email);
export const setAccountPassword = (db: Db, userId: number, passwordHash: string) =>
  repo.setPasswordHash(db, userId, passwordHash);
/** The shop a token works in (switching shops). */
export const setTokenShop = (db: Db, tokenId: number, shopId: number) =>
  repo.setTokenShop(db, tokenId, shopId);
/** The shop a user last worked in (chosen again at the next sign-in). */
export const rememberLastShop = (db: Db, userId: number, shopId: number) =>
  repo.setLastShop(db, userId, shopId);
