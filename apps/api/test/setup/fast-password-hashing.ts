import type * as Argon2 from '@node-rs/argon2';
import { vi } from 'vitest';

/*
 * argon2id at the production cost (19 MiB, 2 passes; src/auth/passwords.ts) takes about 25 ms
 * per hash and per check on a CI core, and every test signs people up and in: that was half
 * of each API suite's time. Tests hash at the lowest cost instead. accounts.test.ts unmocks
 * this and checks the stored hash has the production cost.
 */
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  return {
    ...argon2,
    hash: (password: string, options?: Parameters<typeof argon2.hash>[1]) =>
      argon2.hash(password, { ...options, memoryCost: 1024, timeCost: 1 }),
  };
});
