import { MAX_SHOPPING_ITEMS, type ShoppingItem } from '@roastie/core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingLists } from '../../db/schema/index.ts';
import { signInAs, type SignedIn } from '../../../test/helpers/sign-in.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { CONFLICT_MESSAGE } from './shopping-list.routes.ts';

const flour: ShoppingItem = { id: 'i-1', name: 'flour', amount: '1.2', unit: 'kg', checked: false };
const milk: ShoppingItem = { id: 'i-2', name: 'milk', amount: '2', unit: 'cups', checked: true };
const soup = { id: 'r-1', name: 'Red lentil soup', servings: 4, multiplier: 2 };

describe('/api/shopping-list', () => {
  let app: FastifyInstance;
  const get = (who: SignedIn | null) =>
    app.inject({
      method: 'GET',
      url: '/api/shopping-list',
      headers: who ? { cookie: who.cookie } : {},
    });
  const put = (who: SignedIn | null, payload: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/shopping-list',
      headers: who ? { cookie: who.cookie } : {},
      payload,
    });

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers an empty list at version 0 before the first save, then round-trips', async () => {
    const cook = await signInAs(app);
    const empty = await get(cook);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('private, no-store');
    expect(empty.json()).toEqual({ items: [], recipes: [], version: 0 });

    const first = await put(cook, { items: [flour], recipes: [soup], baseVersion: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ items: [flour], recipes: [soup], version: 1 });

    const second = await put(cook, { items: [flour, milk], recipes: [soup], baseVersion: 1 });
    expect(second.json()).toEqual({ items: [flour, milk], recipes: [soup], version: 2 });
    expect((await get(cook)).json()).toEqual({
      items: [flour, milk],
      recipes: [soup],
      version: 2,
    });
  });

  it('refuses a stale version with 409 and the current list, and keeps the list', async () => {
    const cook = await signInAs(app);
    await put(cook, { items: [flour], recipes: [], baseVersion: 0 });
    await put(cook, { items: [flour, milk], recipes: [], baseVersion: 1 });

    const stale = await put(cook, { items: [], recipes: [], baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      statusCode: 409,
      error: CONFLICT_MESSAGE,
      current: { items: [flour, milk], recipes: [], version: 2 },
    });
    // A first write from a second device, which never saw the list, conflicts too.
    expect((await put(cook, { items: [], recipes: [], baseVersion: 0 })).statusCode).toBe(409);
    // A version from the future is as stale as one from the past.
    expect((await put(cook, { items: [], recipes: [], baseVersion: 7 })).statusCode).toBe(409);
    expect((await get(cook)).json().items).toEqual([flour, milk]);
  });

  it('lets exactly one of several writes based on the same version win', async () => {
    const cook = await signInAs(app);
    // Version 0 exercises the insert-on-conflict path, version 1 the conditional update.
    for (const baseVersion of [0, 1]) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          put(cook, { items: [{ ...flour, id: `i-${i}` }], recipes: [], baseVersion }),
        ),
      );
      const winners = answers.filter((res) => res.statusCode === 200);
      const losers = answers.filter((res) => res.statusCode === 409);
      expect(winners, `baseVersion ${baseVersion}`).toHaveLength(1);
      expect(losers).toHaveLength(5);
      const won = winners[0]?.json();
      expect(won.version).toBe(baseVersion + 1);
      for (const loser of losers) expect(loser.json().current).toEqual(won);
    }
    expect((await get(cook)).json().version).toBe(2);
  });

  it('validates the body: item count, amounts, units, ids and versions', async () => {
    const cook = await signInAs(app);
    const tooMany = Array.from({ length: MAX_SHOPPING_ITEMS + 1 }, (_, i) => ({
      ...flour,
      id: `i-${i}`,
    }));
    const cases: [string, object][] = [
      ['501 items', { items: tooMany, recipes: [], baseVersion: 0 }],
      ['a negative amount', { items: [{ ...flour, amount: '-1' }], recipes: [], baseVersion: 0 }],
      ['a zero amount', { items: [{ ...flour, amount: '0' }], recipes: [], baseVersion: 0 }],
      [
        'a word for an amount',
        { items: [{ ...flour, amount: 'lots' }], recipes: [], baseVersion: 0 },
      ],
      ['an unknown unit', { items: [{ ...flour, unit: 'handful' }], recipes: [], baseVersion: 0 }],
      ['an empty name', { items: [{ ...flour, name: '  ' }], recipes: [], baseVersion: 0 }],
      ['duplicate ids', { items: [flour, { ...milk, id: flour.id }], recipes: [], baseVersion: 0 }],
      ['a zero multiplier', { items: [], recipes: [{ ...soup, multiplier: 0 }], baseVersion: 0 }],
      ['no baseVersion', { items: [], recipes: [] }],
      ['a negative baseVersion', { items: [], recipes: [], baseVersion: -1 }],
    ];
    for (const [what, payload] of cases) {
      const res = await put(cook, payload);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().error, what).toMatch(/^Please check/);
    }
    expect((await get(cook)).json()).toEqual({ items: [], recipes: [], version: 0 });
  });

  it('wants a signed-in cook', async () => {
    expect((await get(null)).statusCode).toBe(401);
    const res = await put(null, { items: [], recipes: [], baseVersion: 0 });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/sign in/i);
  });

  it("keeps each cook's list to themselves", async () => {
    const ada = await signInAs(app);
    const grace = await signInAs(app);
    await put(ada, { items: [flour], recipes: [soup], baseVersion: 0 });
    expect((await get(grace)).json()).toEqual({ items: [], recipes: [], version: 0 });
    // Grace's first write makes her own row; it neither conflicts with nor touches Ada's.
    const graces = await put(grace, { items: [milk], recipes: [], baseVersion: 0 });
    expect(graces.json()).toEqual({ items: [milk], recipes: [], version: 1 });
    expect((await get(ada)).json()).toEqual({ items: [flour], recipes: [soup], version: 1 });
  });

  it('answers a stored list that no longer fits the schema without the lines that fail', async () => {
    const cook = await signInAs(app);
    await put(cook, { items: [flour], recipes: [], baseVersion: 0 });
    await app.db
      .update(shoppingLists)
      .set({ items: [flour, { name: 'salt' }] })
      .where(eq(shoppingLists.userId, cook.userId));
    expect((await get(cook)).json()).toEqual({ items: [flour], recipes: [], version: 1 });
  });
});
