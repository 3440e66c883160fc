// Where /login?next=... may send the cook afterwards: only a path on this site, never another
// origin ("//evil.example", "https://...", "/\evil.example") and never back to /login.

const BASE = 'http://roastie.invalid';

export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname === '/login') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
