import { analyseRecipe, CATALOGUE, generationDraftSchema } from '@roastie/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationUsage, media } from '../../db/schema/index.ts';
import { makePdf } from '../../generation/testing/make-pdf.ts';
import { form, heicHeader, jpeg } from '../../../test/helpers/images.ts';
import { signInAs } from '../../../test/helpers/sign-in.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { usageDay } from './generation-quota.ts';

let app: FastifyInstance;
let photo: Buffer;

beforeAll(async () => {
  app = await createTestApp({
    env: { GENERATION_DAILY_QUOTA: '3', GENERATION_RATE_LIMIT: '4' },
  });
  photo = await jpeg(1200, 900);
});
afterAll(() => app.close());

const generate = (cookie: string | undefined, payload: FormData) =>
  app.inject({
    method: 'POST',
    url: '/api/generateRecipe',
    headers: cookie ? { cookie } : {},
    payload,
  });

const photoForm = (dishDescription: string) =>
  form({ dishDescription }, { field: 'image', data: photo });

const usageOf = async (userId: string) => {
  const [row] = await app.db
    .select({ count: generationUsage.count })
    .from(generationUsage)
    .where(and(eq(generationUsage.userId, userId), eq(generationUsage.day, usageDay())));
  return row?.count ?? 0;
};

describe('POST /api/generateRecipe', () => {
  it('asks visitors to sign in', async () => {
    const res = await generate(undefined, photoForm('chickpea curry'));
    expect(res.statusCode).toBe(401);
  });

  it('cooks a draft for the editor, with the engine’s GI and the stored photo', async () => {
    const cook = await signInAs(app);
    const res = await generate(cook.cookie, photoForm('chickpea curry with spinach'));
    expect(res.statusCode).toBe(200);
    const draft = generationDraftSchema.parse(res.json());
    expect(draft).not.toHaveProperty('id');
    expect(draft.source).toBe('builtin');
    expect(draft.photoLooked).toBe(false);
    expect(draft.name).toBe('Chickpea Curry with Spinach');
    expect(draft.ingredients.map((line) => line.name)).toEqual(
      expect.arrayContaining(['chickpeas', 'spinach']),
    );
    expect(draft.roast.length).toBeGreaterThan(10);

    const engine = analyseRecipe(
      { servings: draft.servings, ingredients: draft.ingredients },
      CATALOGUE,
    );
    expect(draft.glycemicIndex).toBe(engine.glycemicIndex);
    expect(draft.glycemicLoad).toBe(engine.glycemicLoad);
    expect(draft.nutritionInfo.carbs).toBe(engine.nutritionPerServing.carbs);

    const key = draft.imageUrl!.split('/')[2]!;
    const [row] = await app.db.select().from(media).where(eq(media.key, key));
    expect(row).toMatchObject({ kind: 'generation', ownerId: cook.userId });
    const image = await app.inject({ method: 'GET', url: draft.imageUrl! });
    expect(image.statusCode).toBe(200);
    expect(await usageOf(cook.userId)).toBe(1);
  });

  it('asks for a photo and a description, each with its own message', async () => {
    const cook = await signInAs(app);
    const noPhoto = await generate(cook.cookie, form({ dishDescription: 'soup' }));
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().error).toBe('Please add a photo of your dish.');

    const noWords = await generate(cook.cookie, photoForm('   '));
    expect(noWords.statusCode).toBe(400);
    expect(noWords.json().fields.dishDescription).toBe('Description is required');

    const tooLong = await generate(cook.cookie, photoForm('soup '.repeat(300)));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatch(/at most 1000 characters/);
    expect(await usageOf(cook.userId)).toBe(0);
  });

  it('refuses HEIC with the media pipeline’s advice, and gives the generation back', async () => {
    const cook = await signInAs(app);
    const res = await generate(
      cook.cookie,
      form({ dishDescription: 'soup' }, { field: 'image', data: heicHeader(), name: 'a.heic' }),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatch(/HEIC/);
    expect(await usageOf(cook.userId)).toBe(0);
  });

  it('reads a PDF’s text into the description', async () => {
    const cook = await signInAs(app);
    const pdf = makePdf(['Grandma’s soup', '200 g red lentils', '2 carrots', '1 onion']);
    const res = await generate(
      cook.cookie,
      form(
        { dishDescription: 'my grandmother’s soup' },
        { field: 'image', data: pdf, name: 'soup.pdf', type: 'application/pdf' },
      ),
    );
    expect(res.statusCode).toBe(200);
    const draft = res.json();
    expect(draft.imageUrl).toBeNull();
    expect(draft.ingredients.map((l: { name: string }) => l.name)).toContain('red lentils');
    expect(draft.notes.join(' ')).toMatch(/words alone/);
  });

  it('says so when a PDF cannot be read', async () => {
    const cook = await signInAs(app);
    const broken = Buffer.from('%PDF-1.4\nthis is not really a pdf');
    const res = await generate(
      cook.cookie,
      form({ dishDescription: 'soup' }, { field: 'image', data: broken, name: 'x.pdf' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/couldn't read that PDF/);
  });

  it('keeps to the daily quota, per cook', async () => {
    const cook = await signInAs(app);
    for (let i = 0; i < 3; i += 1) {
      expect((await generate(cook.cookie, photoForm('pancakes'))).statusCode).toBe(200);
    }
    const over = await generate(cook.cookie, photoForm('pancakes'));
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/all the recipes Chef Roastie can write for you today/);
    const other = await signInAs(app);
    expect((await generate(other.cookie, photoForm('pancakes'))).statusCode).toBe(200);
  });

  it('limits how fast one cook can ask, by cook rather than by address', async () => {
    const cook = await signInAs(app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await generate(cook.cookie, form({ dishDescription: 'x' }))).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const limited = await generate(cook.cookie, photoForm('pancakes'));
    expect(limited.json().error).toMatch(/Easy, chef!/);
    const other = await signInAs(app);
    expect((await generate(other.cookie, photoForm('pancakes'))).statusCode).toBe(200);
  });
});
