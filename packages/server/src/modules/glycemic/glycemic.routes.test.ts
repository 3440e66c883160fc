import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/helpers/test-app.ts';

const estimate = (app: FastifyInstance, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/glycemic/estimate', payload: payload as object });

describe('POST /api/glycemic/estimate', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers GI, GL, nutrition per serving, coverage and swaps for a real recipe', async () => {
    const res = await estimate(app, {
      servings: 4,
      ingredients: [
        { name: 'white rice', amount: 300, unit: 'g' },
        { name: 'chickpeas', amount: 400, unit: 'g' },
        { name: 'spinach', amount: 200, unit: 'g' },
        { name: 'olive oil', amount: 2, unit: 'tablespoons' },
        { name: 'onion', amount: 1, unit: 'piece' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.glycemicIndex).toBeGreaterThan(20);
    expect(body.glycemicIndex).toBeLessThan(90);
    expect(['Low', 'Medium', 'High']).toContain(body.glycemicIndexBand);
    expect(body.glycemicLoadPerServing).toBeGreaterThan(0);
    expect(body.nutritionPerServing.calories).toBeGreaterThan(150);
    expect(body.nutritionPerServing.carbs).toBeGreaterThan(20);
    expect(body.carbCoverage).toBeGreaterThan(0.9);
    expect(body.unmatched).toEqual([]);
    expect(Array.isArray(body.swaps)).toBe(true);
  });

  it('names what it could not match, and lowers coverage', async () => {
    const res = await estimate(app, {
      servings: 2,
      ingredients: [
        { name: 'spaghetti', amount: 200, unit: 'g' },
        { name: 'dragon tears', amount: 100, unit: 'g' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unmatched).toEqual([{ name: 'dragon tears', reason: expect.any(String) }]);
    expect(body.carbCoverage).toBeLessThan(1);
  });

  it.each([
    [
      'a negative amount',
      { servings: 1, ingredients: [{ name: 'rice', amount: -1, unit: 'g' }] },
      'ingredients.0.amount',
    ],
    [
      'a non-numeric amount',
      { servings: 1, ingredients: [{ name: 'rice', amount: 'lots', unit: 'g' }] },
      'ingredients.0.amount',
    ],
    [
      'an unknown unit',
      { servings: 1, ingredients: [{ name: 'rice', amount: 1, unit: 'bucket' }] },
      'ingredients.0.unit',
    ],
    [
      'a missing name',
      { servings: 1, ingredients: [{ amount: 1, unit: 'g' }] },
      'ingredients.0.name',
    ],
    ['no servings', { ingredients: [{ name: 'rice', amount: 1, unit: 'g' }] }, 'servings'],
    ['no ingredients', { servings: 2, ingredients: [] }, 'ingredients'],
  ])('refuses %s with a 400 naming the field', async (_label, payload, field) => {
    const res = await estimate(app, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('refuses 10,000 lines with a 400, not a stall', async () => {
    const ingredients = Array.from({ length: 10_000 }, () => ({
      name: 'rice',
      amount: 1,
      unit: 'g',
    }));
    const res = await estimate(app, { servings: 1, ingredients });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.ingredients).toMatch(/at most/i);
  });
});
