import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashingLoad,
  hashPassword,
  MAX_CONCURRENT_HASHES,
  MAX_WAITING_HASHES,
  verifyDummyPassword,
  verifyPassword,
} from './passwords.ts';

describe('password hashing', () => {
  it('stores scrypt parameters, a random salt and never the password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct');
  });

  it('accepts the password and refuses anything else', async () => {
    const stored = await hashPassword('pâte brisée');
    expect(await verifyPassword('pâte brisée', stored)).toBe(true);
    expect(await verifyPassword('pâte brisee', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('pâte brisée', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('pâte brisée', stored.slice(0, -4))).toBe(false);
  });

  it('verifies hashes made with other parameters, read from the hash itself', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('old-password', salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('old-password', stored)).toBe(true);
  });

  it('spends the work of a check on a dummy and says no', async () => {
    expect(await verifyDummyPassword('anything')).toBe(false);
  });
});

describe('bounded hashing', () => {
  it('runs two hashes at a time, queues a few, and refuses the rest with 429', async () => {
    const attempts = Array.from({ length: MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES + 5 }, () =>
      hashPassword('flood-flood'),
    );
    // Every call has reached its slot check synchronously or after one microtask.
    await Promise.resolve();
    expect(hashingLoad()).toEqual({
      running: MAX_CONCURRENT_HASHES,
      waiting: MAX_WAITING_HASHES,
    });
    const results = await Promise.allSettled(attempts);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(5);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 429 });
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  }, 120_000);
});
