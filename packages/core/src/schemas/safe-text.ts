// Text the database can store: PostgreSQL refuses a NUL character in text and JSON, and a lone
// UTF-16 surrogate (half an emoji) has no UTF-8 form, so either used to reach the database and
// answer 500 (issue 14). Every text field of the API is a safeText, which refuses both with a
// 400 naming the field; findUnsafeText is the server's backstop for whatever no schema names.
// docs/decisions/0015-security-hardening.md.
import { z } from 'zod';

/** A NUL, a high surrogate not followed by a low one, or a low surrogate not after a high one. */
const UNSAFE_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding NUL is the point
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE =
  'That text holds a character Chef Roastie cannot keep (a NUL or half an emoji): please retype it.';

export const isSafeText = (text: string): boolean => !UNSAFE_CHARACTER.test(text);

/** z.string() that refuses NUL and lone surrogates; chain .trim(), .min(), .max() as usual. */
export const safeText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/** Whether any string (or object key) inside a parsed request is unsafe: no paths built. */
function holdsUnsafeText(value: unknown): boolean {
  if (typeof value === 'string') return !isSafeText(value);
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(holdsUnsafeText);
  for (const key of Object.keys(value)) {
    if (!isSafeText(key) || holdsUnsafeText((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/**
 * Where the first unsafe string (or object key) sits inside a parsed request, as a dotted path
 * ("items.0.name"), or null when every string is safe. `prefix` names the root. Every request
 * passes through it, so the path is only worked out once something unsafe is known to be there.
 */
export function findUnsafeText(value: unknown, prefix = ''): string | null {
  return holdsUnsafeText(value) ? unsafePath(value, prefix) : null;
}

function unsafePath(value: unknown, prefix: string): string | null {
  const at = (key: string | number) => (prefix ? `${prefix}.${key}` : String(key));
  if (typeof value === 'string') return isSafeText(value) ? null : prefix || 'body';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafePath(item, at(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return at(key.replace(/[^\x20-\x7e]/g, '?'));
      const found = unsafePath(item, at(key));
      if (found !== null) return found;
    }
  }
  return null;
}
