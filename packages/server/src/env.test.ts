import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has working embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.localAccounts).toBe(true);
    expect(config.googleClientId).toBeUndefined();
  });

  it('names every bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOCAL_ACCOUNTS: 'maybe' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOCAL_ACCOUNTS: 'maybe' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOCAL_ACCOUNTS: must be true or false');
    }
  });

  it('treats empty values as unset and parses flags', () => {
    const config = loadConfig({
      PORT: '',
      LOCAL_ACCOUNTS: 'false',
      DATABASE_URL: 'postgres://u@h:5432/db',
    });
    expect(config.port).toBe(3000);
    expect(config.localAccounts).toBe(false);
    expect(config.databaseUrl).toBe('postgres://u@h:5432/db');
  });

  it('sizes the PostgreSQL pool only when asked, and names a bad size', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '6' }).databasePoolSize).toBe(6);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(
      'DATABASE_POOL_SIZE: must be at least 2 connections',
    );
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'lots' })).toThrow(
      'DATABASE_POOL_SIZE: must be a whole number of connections',
    );
  });

  it('configures sign-in: sessions, limits and where Google keys come from', () => {
    const defaults = loadConfig({});
    expect(defaults.sessionTtlDays).toBe(30);
    expect(defaults.loginRateLimit).toBe(10);
    expect(defaults.registerRateLimit).toBe(5);
    expect(defaults.googleJwksUrl).toBe('https://www.googleapis.com/oauth2/v3/certs');
    expect(defaults.googleIssuers).toEqual(['accounts.google.com', 'https://accounts.google.com']);
    const custom = loadConfig({
      GOOGLE_ISSUERS: ' http://127.0.0.1:9999 , https://issuer.test ',
      SESSION_TTL_DAYS: '7',
    });
    expect(custom.googleIssuers).toEqual(['http://127.0.0.1:9999', 'https://issuer.test']);
    expect(custom.sessionTtlDays).toBe(7);
    expect(() => loadConfig({ SESSION_TTL_DAYS: '0' })).toThrow(/SESSION_TTL_DAYS/);
    expect(() => loadConfig({ GOOGLE_ISSUERS: ' , ' })).toThrow(/GOOGLE_ISSUERS/);
  });
});

describe('UPLOAD_DAILY_QUOTA', () => {
  it('is 100 images a day unless set, and refuses what is not a count of images', () => {
    expect(loadConfig({}).uploadDailyQuota).toBe(100);
    expect(loadConfig({ UPLOAD_DAILY_QUOTA: '5' }).uploadDailyQuota).toBe(5);
    for (const bad of ['0', '-1', '2.5', 'lots']) {
      expect(() => loadConfig({ UPLOAD_DAILY_QUOTA: bad }), bad).toThrow(/UPLOAD_DAILY_QUOTA/);
    }
  });
});

describe('IMPORT_ALLOW_PRIVATE_HOSTS', () => {
  it('is empty unless tests set it, and reads a comma-separated list', () => {
    expect(loadConfig({}).importAllowPrivateHosts).toEqual([]);
    expect(
      loadConfig({ IMPORT_ALLOW_PRIVATE_HOSTS: '127.0.0.1, Fixture.Test' }).importAllowPrivateHosts,
    ).toEqual(['127.0.0.1', 'fixture.test']);
  });
});
