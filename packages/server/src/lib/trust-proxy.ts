// TRUST_PROXY: which forwarded headers to believe (issue 14, item 2). Off, a hop count, or the
// proxies' addresses and CIDR ranges, as Fastify's trustProxy takes them; never "true", which
// believes any client's X-Forwarded-For and lets it pick its own address past every rate limit.
// docs/decisions/0015-security-hardening.md.
import net from 'node:net';
import { z } from 'zod';

export type TrustProxy = false | number | string[];

const TRUE_REFUSED =
  "would believe any client's X-Forwarded-For: give the proxy's addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8) or the number of proxies in front (e.g. 1)";

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

export const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (['', 'false', '0', 'no'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) {
      ctx.addIssue({ code: 'custom', message: TRUE_REFUSED });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 0 && hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'a hop count is from 1 to 10' });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not an address or CIDR range: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Fastify's trustProxy option: a hop count becomes "trust the nearest N", as Fastify reads it. */
export function fastifyTrustProxy(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
