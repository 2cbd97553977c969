import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes.
const OPTIONS = {
  algorithm: 2 /* Argon2id (a const enum in the typings) */ as const,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash to verify against when the user does not exist, so both paths take as long. */
const DUMMY = hashPassword('fleetdesk-timing-equaliser');

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DUMMY, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
