// Password hashing with Node's scrypt: memory-hard, no native add-on to build. The parameters are
// stored in the hash string, so they can be raised later without invalidating old hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HttpError } from '../lib/http-errors.ts';

/** N=2^15, r=8, p=1 costs 32 MiB and about 100 ms: above OWASP's scrypt minimum (N=2^14). */
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

/**
 * Hashes at once, and waiting: scrypt runs on libuv's four threads, which file reads share, so a
 * sign-in flood used to starve every other request (issue 14). Two run at a time; past the
 * queue a sign-in answers 429 instead of waiting for ever.
 */
export const MAX_CONCURRENT_HASHES = 2;
export const MAX_WAITING_HASHES = 32;
let running = 0;
const waiting: (() => void)[] = [];

/** How busy hashing is (tests and logs). */
export const hashingLoad = () => ({ running, waiting: waiting.length });

async function takeHashSlot(): Promise<void> {
  if (running < MAX_CONCURRENT_HASHES) {
    running += 1;
    return;
  }
  if (waiting.length >= MAX_WAITING_HASHES) {
    throw new HttpError(429, 'Easy, chef! Too many sign-ins at once: try again in a moment.');
  }
  // The slot is handed over by releaseHashSlot, so `running` stays as it is.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseHashSlot() {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

async function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; allow twice that so raised parameters still run.
  const maxmem = 256 * (options.N ?? COST.N) * (options.r ?? COST.r);
  await takeHashSlot();
  try {
    return await new Promise((resolve, reject) => {
      scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...options, maxmem }, (err, key) =>
        err ? reject(err) : resolve(key),
      );
    });
  } finally {
    releaseHashSlot();
  }
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return [
    PREFIX,
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  if (prefix !== PREFIX || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for an email nobody registered, so that the
 * answer's timing does not tell which emails have accounts.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}
