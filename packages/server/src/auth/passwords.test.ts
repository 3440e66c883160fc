import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords.ts';

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
