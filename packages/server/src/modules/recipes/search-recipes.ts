// Search that answers what was asked (docs/product.md, Home / search): every result holds the
// query's food in its name, ingredients or description, name matches first, then ingredients, then
// description, and nothing else to pad the list. One statement, no transaction:
//   1. each word whose stem no recipe has is corrected to the nearest word of the vocabulary
//      (search_words, trigram index, kept in step with saves by a trigger): "chiken" -> chicken;
//   2. the words as a phrase ("sweet potato") when any recipe has that phrase, else all of them
//      anywhere ("chicken rice");
//   3. full-text over the lean weighted document (name A, ingredients B, description C) through
//      its GIN index, ranking only a bounded set of candidates.
import { MAX_SEARCH_RESULTS } from '@roastie/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
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

export async function searchRecipes(db: Database, query: string) {
  const variants = searchVariants(query);
  if (variants.length === 0) return [];
  const rows = await queryRows<SearchRow>(
    db,
    sql`with words as (
      select v.vord, w.ord, w.word, ts_lexize('english_stem', w.word) as stems
      from unnest(${`{${variants.map((v) => `"${v}"`).join(',')}}`}::text[]) with ordinality as v(text, vord)
      cross join lateral regexp_split_to_table(v.text, ' ') with ordinality as w(word, ord)
    ), corrected as (
      select vord, string_agg(
        case when coalesce(cardinality(stems), 0) = 0 or length(word) < ${MIN_CORRECTED_LENGTH}
               or exists (select 1 from search_words s where s.lexeme = stems[1])
             then word
             else coalesce((select s.lexeme from search_words s
                            where s.lexeme % word and similarity(s.lexeme, word) >= ${CORRECTION_SIMILARITY}
                            order by similarity(s.lexeme, word) desc, s.lexeme limit 1), word)
        end, ' ' order by ord) as text
      from words group by vord
    ), q as (
      select string_agg('(' || phraseto_tsquery('english', text)::text || ')', ' | ')::tsquery as phrase,
             string_agg('(' || plainto_tsquery('english', text)::text || ')', ' | ')::tsquery as every
      from corrected where numnode(plainto_tsquery('english', text)) > 0
    ), by_phrase as (
      -- Scalar subqueries, so the GIN index serves them (a column of q would not).
      select id, search, (select phrase from q) as ts from recipes
      where search @@ (select phrase from q)
      limit ${SEARCH_CANDIDATES}
    ), by_every_word as (
      select id, search, (select every from q) as ts from recipes
      where not exists (select 1 from by_phrase) and search @@ (select every from q)
      limit ${SEARCH_CANDIDATES}
    ), candidates as (
      select * from by_phrase union all select * from by_every_word
    )
    select r.id, r.name, r.description, r.glycemic_index, r.gi_band, r.glycemic_load, r.gl_band,
      r.image_key, m.variants
    from candidates c
    join recipes r on r.id = c.id
    left join media m on m.key = r.image_key
    order by
      case when ts_filter(c.search, '{a}') @@ c.ts then 0
           when ts_filter(c.search, '{a,b}') @@ c.ts then 1
           else 2 end,
      ts_rank(c.search, c.ts) desc,
      r.created_at desc, r.id desc
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
