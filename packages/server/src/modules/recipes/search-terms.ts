// The text-search queries of one search, written from its words once the database has said what
// each word is (search-words.ts): its lexemes, or the vocabulary word it was corrected to. Writing
// them here instead of in SQL saved most of a search's time in the database (docs/decisions/0014-speed.md):
// the queries are exactly what phraseto_tsquery and plainto_tsquery('english') would make of the
// corrected words (search-terms.test.ts holds them to it).

/** What the database said of one typed word. */
export interface ResolvedWord {
  /** Its lexemes in order, as plainto_tsquery('english') reads it: none for a stop word. */
  lexemes: string[];
  /** The vocabulary word it stands for when no recipe has its stem ("chiken" -> chicken). */
  correction: string | null;
}

/** The queries a search runs, as tsquery text; `pairs` is null when a text has no phrase pair. */
export interface SearchTerms {
  phrase: string;
  every: string;
  pairs: string | null;
  phraseInName: string;
  phraseInNameOrIngredients: string;
  everyInName: string;
  everyInNameOrIngredients: string;
}

type Weights = '' | 'A' | 'AB';

/** A lexeme as tsquery text: quoted, quotes and backslashes escaped, held to weights if given. */
function quoted(lexeme: string, weights: Weights = ''): string {
  const text = `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return weights ? `${text}:${weights}` : text;
}

interface Placed {
  lexeme: string;
  /** Position in the text: a stop word takes a place but leaves no lexeme, as in to_tsvector. */
  position: number;
}

function placed(words: readonly string[], resolved: ReadonlyMap<string, ResolvedWord>): Placed[] {
  const out: Placed[] = [];
  let position = 0;
  for (const word of words) {
    const known = resolved.get(word);
    const lexemes = known?.correction ? [known.correction] : (known?.lexemes ?? []);
    if (lexemes.length === 0) position++;
    for (const lexeme of lexemes) out.push({ lexeme, position: position++ });
  }
  return out;
}

/** 'chicken' <2> 'rice' for "chicken and rice", as phraseto_tsquery writes it. */
function phraseOf(lexemes: readonly Placed[], weights: Weights): string {
  return lexemes
    .map((p, i) => {
      if (i === 0) return quoted(p.lexeme, weights);
      const gap = p.position - lexemes[i - 1]!.position;
      return `${gap === 1 ? '<->' : `<${gap}>`} ${quoted(p.lexeme, weights)}`;
    })
    .join(' ');
}

/** 'chicken' & 'rice', as plainto_tsquery writes it. */
function everyOf(lexemes: readonly Placed[], weights: Weights): string {
  return lexemes.map((p) => quoted(p.lexeme, weights)).join(' & ');
}

/** Neighbouring pairs, as word_pairs() stores them: 'sweet potato' (migration 0008). */
function pairsOf(lexemes: readonly Placed[]): string {
  const pairs: string[] = [];
  for (let i = 1; i < lexemes.length; i++)
    if (lexemes[i]!.position - lexemes[i - 1]!.position === 1)
      pairs.push(quoted(`${lexemes[i - 1]!.lexeme} ${lexemes[i]!.lexeme}`));
  return pairs.join(' & ');
}

const either = (parts: string[]) => parts.map((part) => `(${part})`).join(' | ');

/**
 * The queries for the texts of one search (search-query.ts: the query and its catalogue-name
 * variant), any one of which may match. Null when no text holds a word that is not a stop word.
 */
export function searchTerms(
  texts: readonly string[],
  resolved: ReadonlyMap<string, ResolvedWord>,
): SearchTerms | null {
  const variants = texts
    .map((text) => placed(text.split(' '), resolved))
    .filter((lexemes) => lexemes.length > 0);
  if (variants.length === 0) return null;
  const pairs = variants.map(pairsOf);
  return {
    phrase: either(variants.map((v) => phraseOf(v, ''))),
    every: either(variants.map((v) => everyOf(v, ''))),
    pairs: pairs.every((p) => p !== '') ? either(pairs) : null,
    phraseInName: either(variants.map((v) => phraseOf(v, 'A'))),
    phraseInNameOrIngredients: either(variants.map((v) => phraseOf(v, 'AB'))),
    everyInName: either(variants.map((v) => everyOf(v, 'A'))),
    everyInNameOrIngredients: either(variants.map((v) => everyOf(v, 'AB'))),
  };
}
