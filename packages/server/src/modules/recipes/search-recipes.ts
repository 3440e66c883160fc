// Ranked, typo-tolerant search: full-text (English stemming: "chickpea" finds "chickpeas") over
// name, description and ingredient names, weighted A/B/C, plus trigram word similarity so that
// "spagetti" still finds spaghetti. Both use indexes (GIN on the tsvector and on trigrams).
import { MAX_SEARCH_RESULTS } from '@roastie/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { variantUrl, pickVariant } from '../../media/media-urls.ts';

interface SearchRow {
  id: string;
  name: string;
  description: string;
  glycemic_index: number | null;
  gi_band: 'Low' | 'Medium' | 'High' | null;
  image_key: string | null;
  variants: number[] | null;
}

/**
 * How alike a word must be to count as a typo of a word in a recipe. pg_trgm's default (0.6) misses
 * a dropped letter in a short word ("spagetti" is 0.58 like "spaghetti"); 0.45 still keeps noise out.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

export async function searchRecipes(db: Database, query: string) {
  // The threshold is set for this transaction only, so the `<%` operator can still use its index.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    return queryRows<SearchRow>(
      tx as unknown as Database,
      sql`with q as (select websearch_to_tsquery('english', ${query}) as ts, lower(${query}) as text)
      select r.id, r.name, r.description, r.glycemic_index, r.gi_band, r.image_key, m.variants
      from recipes r cross join q
      left join media m on m.key = r.image_key
      where r.search @@ q.ts
         or q.text <% r.name
         or q.text <% r.ingredient_text
      order by
        ts_rank(r.search, q.ts) * 2
          + word_similarity(q.text, r.name)
          + 0.5 * word_similarity(q.text, r.ingredient_text) desc,
        r.created_at desc
      limit ${MAX_SEARCH_RESULTS}`,
    );
  });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    image: r.image_key && r.variants ? variantUrl(r.image_key, pickVariant(r.variants, 400)) : null,
    glycemic_index: r.glycemic_index,
    gi_band: r.gi_band,
  }));
}
