// Search that answers what was asked (docs/product.md, Home / search): every result holds the
// query's food in its name, ingredients or description, name matches first, then ingredients, then
// description, and nothing else to pad the list. One statement, no transaction:
//   1. each word whose stem no recipe has is corrected to the nearest word of the vocabulary
//      (search_words, trigram index, kept in step with saves by a trigger): "chiken" -> chicken;
//   2. the words as a phrase ("sweet potato") when any recipe has that phrase, else all of them
//      anywhere ("chicken rice"); a phrase is looked up by its neighbouring word pairs
//      (recipes.search_pairs, migration 0008), so a phrase no recipe has costs one index lookup
//      instead of re-reading every recipe that holds both words;
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

/** How alike a vocabulary word must be to replace an unknown one ("spagetti" is 0.58 like it). */
export const CORRECTION_SIMILARITY = 0.4;
/** Shorter words are left as typed: three letters hold too few trigrams to guess from. */
export const MIN_CORRECTED_LENGTH = 4;
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
 * A column of q with each of its lexemes held to the given weights ('rice' & 'teff' becomes
 * 'rice':A & 'teff':A). Lexemes hold no quotes: queries are made of letters and digits only
 * (search-query.ts).
 */
function weighted(column: 'phrase' | 'every', weights: 'A' | 'AB') {
  return sql.raw(
    `regexp_replace(${column}::text, '''([^'']+)''', '''\\1'':${weights}', 'g')::tsquery`,
  );
}

export async function searchRecipes(db: Database, query: string) {
  const variants = searchVariants(query);
  if (variants.length === 0) return [];
  const rows = await preparedRows<SearchRow>(
    db,
    'search_recipes',
    sql`with words as (
      select v.vord, w.ord, w.word, ts_lexize('english_stem', w.word) as stems
      from unnest(${`{${variants.map((v) => `"${v}"`).join(',')}}`}::text[]) with ordinality as v(text, vord)
      cross join lateral regexp_split_to_table(v.text, ' ') with ordinality as w(word, ord)
    ), corrected as (
      -- A word known to the vocabulary is looked up by its key, one probe a word: written as
      -- exists(), the planner could hash the whole vocabulary on every search instead.
      select vord, string_agg(
        case when coalesce(cardinality(stems), 0) = 0 or length(word) < ${MIN_CORRECTED_LENGTH}
               or (select true from search_words s where s.lexeme = stems[1])
             then word
             else coalesce((select s.lexeme from search_words s
                            where s.lexeme % word and similarity(s.lexeme, word) >= ${CORRECTION_SIMILARITY}
                            order by similarity(s.lexeme, word) desc, s.lexeme limit 1), word)
        end, ' ' order by ord) as text
      from words group by vord
    ), q as (
      select string_agg('(' || phraseto_tsquery('english', text)::text || ')', ' | ')::tsquery as phrase,
             string_agg('(' || plainto_tsquery('english', text)::text || ')', ' | ')::tsquery as every,
             -- Neighbouring pairs of each text's phrase ('sweet' <-> 'potato' is the pair
             -- 'sweet potato', as word_pairs() stores them), when each text has one: a single
             -- word, or words apart like "chicken and rice", has none and the phrase alone is
             -- searched. Read off the phrase, not recomputed: a function call costs more here.
             -- A longer phrase has a pair for each neighbour: 'butternut squash' & 'squash soup'.
             case when bool_and(pairs <> '') then string_agg('(' || pairs || ')', ' | ')::tsquery
             end as pairs
      from corrected cross join lateral (
        -- A word between two others is written twice ('a' <-> 'b' , 'b' <-> 'c'), so matching
        -- pairs one after another finds every pair, not every other one.
        select coalesce(string_agg(quote_literal(m[1] || ' ' || m[2]), ' & '), '') as pairs
        from regexp_matches(regexp_replace(phraseto_tsquery('english', text)::text,
                                           '<-> (''[^'']+'')(?= <->)', '<-> \\1 , \\1', 'g'),
                            '''([^'']+)'' <-> ''([^'']+)''', 'g') as m
      ) p
      where numnode(plainto_tsquery('english', text)) > 0
    ), tiers as (
      -- The same queries held to the name (weight A) and to the name or ingredients (A or B),
      -- for the ranking's tiers: matching a weighted query reads the document once, where
      -- ts_filter() built two filtered copies of every candidate's document.
      select ${weighted('phrase', 'A')} as phrase_a, ${weighted('phrase', 'AB')} as phrase_ab,
             ${weighted('every', 'A')} as every_a, ${weighted('every', 'AB')} as every_ab
      from q
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
