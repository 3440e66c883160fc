import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { jpeg } from '../../../test/helpers/images.ts';
import { createRecipe } from '../../../test/helpers/recipes.ts';
import { signInAs, type SignedIn } from '../../../test/helpers/sign-in.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { daysFromToday, memoryFields, postMemory } from './post-test-helpers.ts';

describe('food memories: what a memory needs', () => {
  let app: FastifyInstance;
  let cook: SignedIn;
  let recipeId: string;
  let photo: Buffer;

  const share = (fields: Record<string, string | undefined>, withPhoto = true) => {
    const merged = Object.fromEntries(
      Object.entries({ ...memoryFields(recipeId), ...fields }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    return postMemory(app, cook, merged, withPhoto ? { data: photo } : null);
  };

  beforeAll(async () => {
    app = await createTestApp();
    cook = await signInAs(app);
    recipeId = await createRecipe(app, cook);
    photo = await jpeg(300, 200);
  });
  afterAll(() => app.close());

  it.each([
    ['no dish', { recipeName: '   ' }, 'recipeName', 'Please name the dish.'],
    [
      'a dish name of 121 characters',
      { recipeName: 'a'.repeat(121) },
      'recipeName',
      'The dish name is too long: 120 characters at most.',
    ],
    [
      'no description',
      { description: undefined },
      'description',
      'Please write a few words about this food memory.',
    ],
    [
      'a description of 2001 characters',
      { description: 'x'.repeat(2001) },
      'description',
      'That memory is too long: 2000 characters at most.',
    ],
    ['no date', { date: '' }, 'date', 'Please pick the date you cooked it.'],
    [
      'a date that does not exist',
      { date: '2026-02-30' },
      'date',
      'Please pick a real date, like 2026-11-22.',
    ],
    [
      'a date that is not a date',
      { date: 'yesterday' },
      'date',
      'Please pick a real date, like 2026-11-22.',
    ],
    [
      'a date before 1900',
      { date: '1899-12-31' },
      'date',
      'That date is before 1900: please check the year.',
    ],
    [
      'a date next year',
      { date: daysFromToday(400) },
      'date',
      'That date is in the future: share memories of meals you have already cooked.',
    ],
    [
      'no linked recipe',
      { recipe_id: undefined },
      'recipe_id',
      'Please link the recipe you cooked.',
    ],
    ['a recipe id that is not one', { recipe_id: '42' }, 'recipe_id', 'That is not a recipe id.'],
  ])('refuses %s with a message for that field', async (_label, fields, field, message) => {
    const res = await share(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(res.json().error).toBe(message);
  });

  it('names every field that is wrong at once', async () => {
    const res = await share({ recipeName: '', description: '', date: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['date', 'description', 'recipeName']);
  });

  it('refuses a recipe that does not exist, and a memory without a photo', async () => {
    const ghost = await share({ recipe_id: '00000000-0000-4000-8000-000000000000' });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().fields.recipe_id).toMatch(/couldn't find that recipe/);
    const noPhoto = await share({}, false);
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().fields).toEqual({ image: 'Please add a photo of your dish.' });
  });

  it('accepts today and tomorrow (the cook may be a time zone ahead), trimmed', async () => {
    for (const date of [daysFromToday(0), daysFromToday(1)]) {
      const res = await share({ date, recipeName: '  Lentil soup  ' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ date, recipeName: 'Lentil soup' });
    }
  });

  it('wants a form, not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/post',
      headers: { cookie: cook.cookie },
      payload: memoryFields(recipeId),
    });
    expect(res.statusCode).toBe(415);
  });
});
