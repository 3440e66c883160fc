// The idle timeout (issue 14): a session unused for SESSION_IDLE_DAYS ends inside its lifetime,
// a used one slides, at most one write an hour, never past created_at + SESSION_TTL_DAYS.
// docs/decisions/0015-security-hardening.md.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.ts';
import { createTestApp } from '../../test/helpers/test-app.ts';
import { signInAs } from '../../test/helpers/sign-in.ts';
import { hashSessionToken } from './session-tokens.ts';
import { createSession, findSessionUser, SESSION_IDLE_DAYS } from './sessions.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ttlDays = 30;

describe('session idle timeout', () => {
  let app: FastifyInstance;
  let userId: string;
  beforeAll(async () => {
    app = await createTestApp();
    const [user] = await app.db
      .insert(users)
      .values({ email: 'idle@example.com', fullName: 'Idle Cook' })
      .returning({ id: users.id });
    userId = user!.id;
  });
  afterAll(() => app.close());

  const t0 = new Date('2026-01-01T12:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const expiryOf = async (token: string) => {
    const [row] = await app.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionToken(token)));
    return row?.expiresAt.getTime();
  };

  it('is 14 days', () => expect(SESSION_IDLE_DAYS).toBe(14));

  it('ends a session nobody used for the idle limit, long before its lifetime', async () => {
    const { token, expiresAt } = await createSession(app.db, userId, { ttlDays, now: t0 });
    expect(expiresAt.getTime()).toBe(t0.getTime() + 14 * DAY);
    const found = await findSessionUser(app.db, token, { ttlDays, now: at(13 * DAY) });
    expect(found?.id).toBe(userId);
    const { token: idle } = await createSession(app.db, userId, { ttlDays, now: t0 });
    expect(await findSessionUser(app.db, idle, { ttlDays, now: at(14 * DAY + 1) })).toBeNull();
    // Refused rows go at once.
    expect(await expiryOf(idle)).toBeUndefined();
  });

  it('slides with use, writing at most once an hour, up to the lifetime', async () => {
    const { token } = await createSession(app.db, userId, { ttlDays, now: t0 });
    const created = await expiryOf(token);
    await findSessionUser(app.db, token, { ttlDays, now: at(30 * 60 * 1000) });
    expect(await expiryOf(token)).toBe(created);
    await findSessionUser(app.db, token, { ttlDays, now: at(HOUR) });
    expect(await expiryOf(token)).toBe(t0.getTime() + HOUR + 14 * DAY);

    // Used every ten days it outlives the idle limit...
    for (const day of [10, 20]) {
      const used = await findSessionUser(app.db, token, { ttlDays, now: at(day * DAY) });
      expect(used?.id, `day ${day}`).toBe(userId);
    }
    // ...but not its 30-day lifetime.
    expect(await expiryOf(token)).toBe(t0.getTime() + 30 * DAY);
    expect(await findSessionUser(app.db, token, { ttlDays, now: at(29 * DAY) })).not.toBeNull();
    expect(await findSessionUser(app.db, token, { ttlDays, now: at(30 * DAY) })).toBeNull();
  });

  it('refuses a request whose session sat idle past the limit', async () => {
    const idle = await signInAs(app);
    const used = await signInAs(app);
    const me = (cookie: string) =>
      app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    // As if signed in 15 (and 13) days ago and not used since.
    const backdate = (who: { userId: string }, days: number) =>
      app.db
        .update(sessions)
        .set({
          createdAt: sql`${sessions.createdAt} - make_interval(days => ${days})`,
          expiresAt: sql`${sessions.expiresAt} - make_interval(days => ${days})`,
        })
        .where(eq(sessions.userId, who.userId));
    await backdate(idle, 15);
    await backdate(used, 13);

    const refused = await me(idle.cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.cookies.find((c) => c.name === 'user_id')?.value).toBe('');
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, idle.userId))).toEqual(
      [],
    );

    const before = Date.now();
    expect((await me(used.cookie)).statusCode).toBe(200);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, used.userId));
    // Slid to 14 days from this use.
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 14 * DAY - 1000);
  });
});
