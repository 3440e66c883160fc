// What each word of a search is to the database, asked once and kept (docs/decisions/0014-speed.md):
// its lexemes under the 'english' configuration, and, when no recipe has its stem, the nearest
// word of the vocabulary (search_words, trigram index, kept in step with saves by a trigger):
// "chiken" -> chicken. Words repeat far more than whole searches do, so most searches need no
// statement but the search itself.
//
// A word's lexemes never change, and the vocabulary only grows, so a word once known stays known
// and is kept for good. A word no recipe has may be corrected differently once recipes bring new
// words, so it is kept as search answers are (recipes/public-recipe-cache.ts): a few seconds, and
// forgotten at once when a recipe changes in this process.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared-statement.ts';
import { publicSearchCorrections } from '../../recipes/public-recipe-cache.ts';
import type { ResolvedWord } from './search-terms.ts';

/** How alike a vocabulary word must be to replace an unknown one ("spagetti" is 0.58 like it). */
export const CORRECTION_SIMILARITY = 0.4;
/** Shorter words are left as typed: three letters hold too few trigrams to guess from. */
export const MIN_CORRECTED_LENGTH = 4;
/** Known words kept per database at most; past it the older half is let go. */
export const MAX_KNOWN_WORDS = 20_000;

const knownByDatabase = new WeakMap<object, Map<string, ResolvedWord>>();

function knownWords(db: object): Map<string, ResolvedWord> {
  let known = knownByDatabase.get(db);
  if (!known) knownByDatabase.set(db, (known = new Map()));
  return known;
}

interface WordRow {
  word: string;
  lexemes: string;
  known: boolean;
  correction: string | null;
}

/** Each word (letters and digits only, search-query.ts) with its lexemes and any correction. */
export async function resolveSearchWords(
  db: Database,
  words: readonly string[],
): Promise<Map<string, ResolvedWord>> {
  const known = knownWords(db);
  const corrections = publicSearchCorrections(db);
  const out = new Map<string, ResolvedWord>();
  const asked = new Set<string>();
  for (const word of words) {
    const kept = known.get(word) ?? corrections.get(word);
    if (kept === undefined) asked.add(word);
    else out.set(word, typeof kept === 'string' ? (JSON.parse(kept) as ResolvedWord) : kept);
  }
  if (asked.size === 0) return out;
  const rows = await preparedRows<WordRow>(
    db,
    'search_words_resolve',
    sql`select word, lexemes, known, case when known then null else
        (select s.lexeme from search_words s
         where s.lexeme % word and similarity(s.lexeme, word) >= ${CORRECTION_SIMILARITY}
         order by similarity(s.lexeme, word) desc, s.lexeme limit 1) end as correction
    from (
      -- A word is looked up by the vocabulary's key, one probe; offset 0 keeps the planner from
      -- copying "known" into the case above, which would probe twice.
      select w.word, plainto_tsquery('english', w.word)::text as lexemes,
        coalesce(cardinality(w.stems), 0) = 0 or length(w.word) < ${MIN_CORRECTED_LENGTH}
          or (select true from search_words s where s.lexeme = w.stems[1]) is not null as known
      from (select word, ts_lexize('english_stem', word) as stems
            from unnest(${`{${[...asked].map((w) => `"${w}"`).join(',')}}`}::text[]) as word) w
      offset 0
    ) k`,
  );
  if (known.size + rows.length > MAX_KNOWN_WORDS) {
    let drop = known.size / 2;
    for (const word of known.keys()) if (drop-- > 0) known.delete(word);
  }
  for (const row of rows) {
    const resolved: ResolvedWord = {
      lexemes: [...row.lexemes.matchAll(/'((?:[^']|'')+)'/g)].map((m) => m[1]!.replace(/''/g, "'")),
      correction: row.known ? null : row.correction,
    };
    if (row.known) known.set(row.word, resolved);
    else corrections.set(row.word, JSON.stringify(resolved));
    out.set(row.word, resolved);
  }
  return out;
}
