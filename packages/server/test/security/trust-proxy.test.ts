// TRUST_PROXY believes only the named proxies (issue 14, item 2): "true" stops the start, and a
// client rotating X-Forwarded-For through a trusted proxy still meets the limits of its own
// address. docs/decisions/0015-security-hardening.md.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/env.ts';
import { createTestApp, testConfig } from '../helpers/test-app.ts';

describe('TRUST_PROXY', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('takes addresses, CIDR ranges or a hop count, and refuses "true"', () => {
    expect(testConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(testConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(testConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(testConfig({}).trustProxy).toBe(false);
    expect(() => testConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => testConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*X-Forwarded-For/);
    expect(() => testConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => testConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it.each(['10.0.0.1', '1'])(
    'counts sign-in attempts by the real client, however X-Forwarded-For rotates (TRUST_PROXY=%s)',
    async (trustProxy) => {
      // The proxy is 10.0.0.1; the client behind it is 203.0.113.7 and forges a new address each time.
      app = await createTestApp({ env: { TRUST_PROXY: trustProxy, LOGIN_RATE_LIMIT: '3' } });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
          payload: { email: 'target@example.com', password: 'guess-guess' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    },
  );

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '10.0.0.1', REGISTER_RATE_LIMIT: '2' } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { email: `rotating${i}@example.com`, password: 'password1', fullName: 'Rota' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('sign-in limit per address, across every email', () => {
  it('stops a client trying a new email each time', async () => {
    const app = await createTestApp({ env: { LOGIN_ADDRESS_RATE_LIMIT: '4' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `victim${i}@example.com`, password: 'guess-guess' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await app.close();
    }
  });
});
