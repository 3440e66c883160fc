// Search that answers what was asked (docs/product.md, Home / search): every result holds the
// query's food in its name, ingredients or description, name matches first, then ingredients, then
// description, and nothing else to pad the list. No transaction:
//   1. each word's lexemes, and for a word whose stem no recipe has the nearest word of the
//      vocabulary ("chiken" -> chicken), come from search-words.ts, which asks the database only
//      for words it has not kept; search-terms.ts writes the queries from them;
//   2. one statement finds the words as a phrase ("sweet potato") when any recipe has that phrase,
//      else all of them anywhere ("chicken rice"); a phrase is looked up by its neighbouring word
//      pairs (recipes.search_pairs, migration 0008), so a phrase no recipe has costs one index
//      lookup instead of re-reading every recipe that holds both words;
//   3. full-text over the lean weighted document (name A, ingredients B, description C) through
//      its GIN index, ranking only a bounded set of candidates.
// The statement is prepared and planned once per session (db/prepared-statement.ts): its plan does
// not depend on the words, and planning it cost as much as running it.
import { MAX_SEARCH_RESULTS } from '@roastie/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared-statement.ts';
import { variantUrl, pickVariant } from '../../media/media-urls.ts';
import { searchVariants } from './search-query.ts';
import { searchTerms } from './search-terms.ts';
import { resolveSearchWords } from './search-words.ts';

interface SearchRow {
  id: string;
  name: string;
  description: string;
  glycemic_index: number | null;
  gi_band: 'Low' | 'Medium' | 'High' | null;
  glycemic_load: number | null;
  gl_band: 'Low' | 'Medium' | 'High' | null;
  image_key: string | null;
  variants: number[] | null;
}

/** How many matches are ranked at most: ranking stays flat however common the word. */
export const SEARCH_CANDIDATES = 500;

/**
 * What a candidate carries: the card's columns, read in the same pass as the match, so the
 * ranked few need no second lookup per candidate by id.
 */
const CANDIDATE_COLUMNS = sql.raw(
  'id, name, description, glycemic_index, gi_band, glycemic_load, gl_band, image_key, created_at, search',
);

export async function searchRecipes(db: Database, query: string) {
  const variants = searchVariants(query);
  const words = [...new Set(variants.flatMap((text) => text.split(' ')))];
  const terms = searchTerms(variants, await resolveSearchWords(db, words));
  if (!terms) return [];
  const rows = await preparedRows<SearchRow>(
    db,
    'search_recipes',
    sql`with q as (
      select ${terms.phrase}::tsquery as phrase, ${terms.every}::tsquery as every,
             ${terms.pairs}::tsquery as pairs
    ), tiers as (
      -- The same queries held to the name (weight A) and to the name or ingredients (A or B),
      -- for the ranking's tiers: matching a weighted query reads the document once, where
      -- ts_filter() built two filtered copies of every candidate's document.
      select ${terms.phraseInName}::tsquery as phrase_a,
             ${terms.phraseInNameOrIngredients}::tsquery as phrase_ab,
             ${terms.everyInName}::tsquery as every_a,
             ${terms.everyInNameOrIngredients}::tsquery as every_ab
    ), by_phrase as (
      -- Scalar subqueries, so the GIN indexes serve them (a column of q would not). The pairs
      -- narrow the phrase to recipes with its words side by side before any document is re-read.
      select ${CANDIDATE_COLUMNS}, (select phrase from q) as ts,
        (select phrase_a from tiers) as ts_a, (select phrase_ab from tiers) as ts_ab from recipes
      where search_pairs @@ (select pairs from q) and search @@ (select phrase from q)
      limit ${SEARCH_CANDIDATES}
    ), by_phrase_without_pairs as (
      select ${CANDIDATE_COLUMNS}, (select phrase from q) as ts,
        (select phrase_a from tiers) as ts_a, (select phrase_ab from tiers) as ts_ab from recipes
      where (select pairs from q) is null and search @@ (select phrase from q)
      limit ${SEARCH_CANDIDATES}
    ), by_every_word as (
      select ${CANDIDATE_COLUMNS}, (select every from q) as ts,
        (select every_a from tiers) as ts_a, (select every_ab from tiers) as ts_ab from recipes
      where not exists (select 1 from by_phrase) and not exists (select 1 from by_phrase_without_pairs)
        and search @@ (select every from q)
      limit ${SEARCH_CANDIDATES}
    ), candidates as (
      select * from by_phrase union all select * from by_phrase_without_pairs
      union all select * from by_every_word
    )
    select c.id, c.name, c.description, c.glycemic_index, c.gi_band, c.glycemic_load, c.gl_band,
      c.image_key, m.variants
    from candidates c
    left join media m on m.key = c.image_key
    order by
      case when c.search @@ c.ts_a then 0
           when c.search @@ c.ts_ab then 1
           else 2 end,
      ts_rank(c.search, c.ts) desc,
      c.created_at desc, c.id desc
    limit ${MAX_SEARCH_RESULTS}`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    image: r.image_key && r.variants ? variantUrl(r.image_key, pickVariant(r.variants, 400)) : null,
    glycemic_index: r.glycemic_index,
    gi_band: r.gi_band,
    glycemic_load: r.glycemic_load,
    gl_band: r.gl_band,
  }));
}
