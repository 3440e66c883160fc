// The queries a search runs are written in TypeScript from what the database said of each word
// (search-terms.ts, search-words.ts); here they are held to what PostgreSQL's own phraseto_tsquery
// and plainto_tsquery make of the same text, on the database the tests run against.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { queryRows, type DatabaseHandle } from '../../db/client.ts';
import { searchTerms, type ResolvedWord } from './search-terms.ts';
import { forgetPublicRecipe } from '../../recipes/public-recipe-cache.ts';
import { resolveSearchWords } from './search-words.ts';

const TEXTS = [
  'rice',
  'sweet potato',
  'chicken and rice',
  'the best butternut squash soup',
  'mac and cheese with a crispy top',
  'chickpeas',
  '7up float',
  'cafés crème brûlée',
  'jalapeño poppers',
  'sushi 寿司 rolls',
  'the and of',
  'a',
];

describe('search terms', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** Each word's lexemes as the database reads it, with no correction. */
  async function lexemesOnly(texts: string[]): Promise<Map<string, ResolvedWord>> {
    const words = [...new Set(texts.flatMap((t) => t.split(' ')))];
    const resolved = await resolveSearchWords(database.db, words);
    return new Map([...resolved].map(([word, r]) => [word, { ...r, correction: null }]));
  }

  it('writes the phrase and the words as phraseto_tsquery and plainto_tsquery do', async () => {
    const resolved = await lexemesOnly(TEXTS);
    for (const text of TEXTS) {
      const terms = searchTerms([text], resolved);
      const [row] = await queryRows<{ phrase: string | null; every: string | null }>(
        database.db,
        sql`select phraseto_tsquery('english', ${text})::text as phrase,
                   plainto_tsquery('english', ${text})::text as every`,
      );
      if (row!.every === '') {
        expect(terms, text).toBeNull();
        continue;
      }
      const [same] = await queryRows<{ phrase: boolean; every: boolean; a: boolean; ab: boolean }>(
        database.db,
        sql`select ${terms!.phrase}::tsquery = ('(' || ${row!.phrase} || ')')::tsquery as phrase,
                   ${terms!.every}::tsquery = ('(' || ${row!.every} || ')')::tsquery as every,
                   ${terms!.phraseInName}::tsquery =
                     regexp_replace(${row!.phrase}, '''([^'']+)''', '''\\1'':A', 'g')::tsquery as a,
                   ${terms!.everyInNameOrIngredients}::tsquery =
                     regexp_replace(${row!.every}, '''([^'']+)''', '''\\1'':AB', 'g')::tsquery as ab`,
      );
      expect(same, text).toEqual({ phrase: true, every: true, a: true, ab: true });
    }
  });

  it('names every neighbouring pair a recipe holding the phrase holds, and none when words stand apart', async () => {
    const resolved = await lexemesOnly(TEXTS);
    expect(searchTerms(['the best butternut squash soup'], resolved)!.pairs).toBe(
      "('best butternut' & 'butternut squash' & 'squash soup')",
    );
    expect(searchTerms(['chicken and rice'], resolved)!.pairs).toBeNull();
    expect(searchTerms(['rice'], resolved)!.pairs).toBeNull();
    // Both texts need a pair for the pairs to narrow the search: else it reads the phrase alone.
    expect(searchTerms(['rice', 'sweet potato'], resolved)!.pairs).toBeNull();
    for (const text of ['sweet potato', 'the best butternut squash soup']) {
      const [row] = await queryRows<{ held: boolean }>(
        database.db,
        sql`select word_pairs(to_tsvector('english', ${text}))
                     @@ ${searchTerms([text], resolved)!.pairs}::tsquery as held`,
      );
      expect(row!.held, text).toBe(true);
    }
  });

  it('corrects a word no recipe has to the nearest word of the vocabulary, and keeps a known one', async () => {
    await database.db.execute(
      sql`insert into search_words (lexeme) values ('chicken'), ('spaghetti') on conflict do nothing`,
    );
    forgetPublicRecipe(database.db, 'any');
    const resolved = await resolveSearchWords(database.db, ['chiken', 'spagetti', 'chicken', 'xq']);
    expect(resolved.get('chiken')!.correction).toBe('chicken');
    expect(resolved.get('spagetti')!.correction).toBe('spaghetti');
    expect(resolved.get('chicken')!.correction).toBeNull();
    // Too short to guess from: left as typed.
    expect(resolved.get('xq')).toEqual({ lexemes: ['xq'], correction: null });
    expect(searchTerms(['chiken and spagetti'], resolved)!.phrase).toBe(
      "('chicken' <2> 'spaghetti')",
    );
  });

  it('asks again about a word once a recipe changed, and keeps a known word', async () => {
    forgetPublicRecipe(database.db, 'any');
    const before = await resolveSearchWords(database.db, ['quokaberry']);
    expect(before.get('quokaberry')!.correction).toBeNull();
    await database.db.execute(
      sql`insert into search_words (lexeme) values ('quokkaberry') on conflict do nothing`,
    );
    // Kept for a few seconds in this process, as search answers are.
    expect(
      (await resolveSearchWords(database.db, ['quokaberry'])).get('quokaberry')!.correction,
    ).toBe(null);
    forgetPublicRecipe(database.db, 'any');
    expect(
      (await resolveSearchWords(database.db, ['quokaberry'])).get('quokaberry')!.correction,
    ).toBe('quokkaberry');
  });
});
