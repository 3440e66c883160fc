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
import {
  DIETS_ADMITTED_BY,
  MAX_SEARCH_RESULTS,
  readSearchFacets,
  type SearchFacets,
} from '@roastie/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared-statement.ts';
import { variantUrl, pickVariant } from '../../media/media-urls.ts';
import { queryWords, searchVariants } from './search-query.ts';
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

/**
 * The facets as conditions on a recipe row, each one a value that may be null (no filter), so
 * the prepared statement's plan is the same whatever was asked.
 */
function facetConditions(facets: SearchFacets): SQL {
  const type = facets.type ?? null;
  const diets = facets.diet ? DIETS_ADMITTED_BY[facets.diet].join(',') : null;
  const gi = facets.gi ?? null;
  const gl = facets.gl ?? null;
  const minutes = facets.maxMinutes ?? null;
  return sql`(${type}::text is null or type = ${type}::text)
    and (${diets}::text is null or diet = any(string_to_array(${diets}::text, ',')))
    and (${gi}::text is null or gi_band = ${gi}::text)
    and (${gl}::text is null or gl_band = ${gl}::text)
    and (${minutes}::int is null or cook_time <= ${minutes}::int)`;
}

/**
 * A search: its meal, diet and low-GI words are filters, the rest its text ("vegan dinner",
 * "low gi breakfast", "chickpea lunch"; core recipes/search-facets.ts). With filters alone the
 * newest recipes that pass them answer. Words that find nothing under their filters are searched
 * as text, as they are ("dinner rolls" is a bread, not rolls for dinner).
 */
export async function searchRecipes(db: Database, query: string) {
  const { facets, words } = readSearchFacets(queryWords(query));
  if (Object.keys(facets).length === 0) return searchText(db, query, facets);
  if (words.length === 0) return filteredRecipes(db, facets);
  const found = await searchText(db, words.join(' '), facets);
  return found.length > 0 ? found : searchText(db, query, {});
}

async function filteredRecipes(db: Database, facets: SearchFacets) {
  const rows = await preparedRows<SearchRow>(
    db,
    'search_by_filters',
    sql`select r.id, r.name, r.description, r.glycemic_index, r.gi_band, r.glycemic_load,
      r.gl_band, r.image_key, m.variants
    from (select * from recipes where ${facetConditions(facets)}
          order by created_at desc, id desc limit ${MAX_SEARCH_RESULTS}) r
    left join media m on m.key = r.image_key
    order by r.created_at desc, r.id desc`,
  );
  return rows.map(toResult);
}

async function searchText(db: Database, query: string, facets: SearchFacets) {
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
        and ${facetConditions(facets)}
      limit ${SEARCH_CANDIDATES}
    ), by_phrase_without_pairs as (
      select ${CANDIDATE_COLUMNS}, (select phrase from q) as ts,
        (select phrase_a from tiers) as ts_a, (select phrase_ab from tiers) as ts_ab from recipes
      where (select pairs from q) is null and search @@ (select phrase from q)
        and ${facetConditions(facets)}
      limit ${SEARCH_CANDIDATES}
    ), by_every_word as (
      select ${CANDIDATE_COLUMNS}, (select every from q) as ts,
        (select every_a from tiers) as ts_a, (select every_ab from tiers) as ts_ab from recipes
      where not exists (select 1 from by_phrase) and not exists (select 1 from by_phrase_without_pairs)
        and search @@ (select every from q) and ${facetConditions(facets)}
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
  return rows.map(toResult);
}

function toResult(r: SearchRow) {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    image: r.image_key && r.variants ? variantUrl(r.image_key, pickVariant(r.variants, 400)) : null,
    glycemic_index: r.glycemic_index,
    gi_band: r.gi_band,
    glycemic_load: r.glycemic_load,
    gl_band: r.gl_band,
  };
}
