import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/helpers/test-app.ts';

describe('security headers and the same-origin check', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('sends a CSP without Google and no HSTS on plain http by default', async () => {
    app = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/about' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('accounts.google.com');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('admits the Google Identity script only when Google sign-in is configured', async () => {
    app = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com' },
    });
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('https://accounts.google.com/gsi/client');
    expect(csp).toMatch(/frame-src https:\/\/accounts\.google\.com\/gsi\//);
  });

  it('sends HSTS when the public URL is https', async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'https://roastie.example' } });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('refuses cross-site state changes with 403 and lets same-origin ones through', async () => {
    app = await createTestApp();
    const cross = await app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: {},
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().error).toMatch(/Cross-site/);
    const fetchSite = await app.inject({
      method: 'DELETE',
      url: '/api/anything',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.statusCode).toBe(403);
    const same = await app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: {},
    });
    expect(same.statusCode).toBe(404);
  });
});
