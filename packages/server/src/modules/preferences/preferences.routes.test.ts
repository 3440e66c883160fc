import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { signInAs, type SignedIn } from '../../../test/helpers/sign-in.ts';

describe('preferences', () => {
  let app: FastifyInstance;
  let cook: SignedIn;
  beforeAll(async () => {
    app = await createTestApp();
    cook = await signInAs(app, { fullName: 'Nigella Lawson' });
  });
  afterAll(() => app.close());

  const answers = {
    foodPreferences: ['Vegetarian', 'Vegan'],
    cookingMeal: 'Dinner',
    dishPriority: 'No Glucose Spikes',
  };
  const submit = (payload: Record<string, unknown>, cookie = cook.cookie) =>
    app.inject({ method: 'POST', url: '/api/submit-preferences', headers: { cookie }, payload });
  const read = (cookie = cook.cookie) =>
    app.inject({ method: 'GET', url: '/api/preferences', headers: { cookie } });

  it('answers nulls before the first answer and 401 signed out', async () => {
    expect((await read()).json()).toEqual({
      foodPreferences: null,
      cookingMeal: null,
      dishPriority: null,
    });
    expect((await app.inject({ method: 'GET', url: '/api/preferences' })).statusCode).toBe(401);
    const out = await app.inject({
      method: 'POST',
      url: '/api/submit-preferences',
      payload: answers,
    });
    expect(out.statusCode).toBe(401);
  });

  it('saves, then replaces, the answers of the signed-in user', async () => {
    const res = await submit({ userId: cook.userId, ...answers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await read()).json()).toEqual(answers);
    const changed = {
      foodPreferences: ['Non-Vegetarian', 'Non-Vegetarian'],
      cookingMeal: 'Breakfast',
      dishPriority: 'Fancy and Sophisticated',
    };
    expect((await submit(changed)).statusCode).toBe(200);
    expect((await read()).json()).toEqual({ ...changed, foodPreferences: ['Non-Vegetarian'] });
  });

  it("refuses a userId that isn't the session's with 403", async () => {
    const other = await signInAs(app);
    const res = await submit({ ...answers, userId: other.userId });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/your own preferences/);
    expect((await read(other.cookie)).json().cookingMeal).toBeNull();
  });

  it('names each answer that is not one of the options', async () => {
    const res = await submit({
      foodPreferences: ['Carnivore'],
      cookingMeal: 'Brunch',
      dishPriority: 'Cheap',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'foodPreferences.0': 'Pick from Vegetarian, Vegan, Non-Vegetarian.',
      cookingMeal: 'Pick one of Breakfast, Lunch, Dinner.',
      dishPriority:
        'Pick one of No Glucose Spikes, Easy to Cook & Few Ingredients, Fancy and Sophisticated.',
    });
    const missing = await submit({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual([
      'foodPreferences',
      'cookingMeal',
      'dishPriority',
    ]);
  });
});
