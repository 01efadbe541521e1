import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

/** OWASP's minimum for argon2id (m=19 MiB, t=2, p=1). */
const argon2Options = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashes run one per core at a time, the others wait their turn. Each holds 19 MiB while it
 * runs; libuv's four threads ran four at once on two cores, which answered no login sooner
 * (10 logins at a time: 81-83 a second then, 87-92 now, p99 alike) and took the server's
 * memory 40 MB higher (docs/performance.md). The queue also leaves libuv's threads free for
 * files and compression.
 */
const oneHashPerCore = pLimit(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return oneHashPerCore(() => hash(password, argon2Options));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await oneHashPerCore(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when there is no password to check, so that the
 * answer time of a login does not tell whether the e-mail has an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('levita-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
