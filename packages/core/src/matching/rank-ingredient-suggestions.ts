// Editor and shopping autocomplete. Base rule: docs/product.md section 5 ("case-insensitive
// substring match, ranked by earliest match position then shorter name, at most 10
// suggestions"; the limit is also in section 9). Aliases match too, but the suggestion shows the
// catalogue name; an entry appears once, at its best match.
//
// Refined for issue 15 (docs/decisions/0016-cooking-from-a-recipe.md): what the cook typed ranks
// first when it is an ingredient's whole name or alias ("flour" before "flour tortilla"), then
// names that start with it, then names with a word that starts with it ("olive oil" for "oil"),
// and only then matches inside a word ("boiled" for "oil"). Within a tier: earliest position,
// a match in the name before one in an alias, shorter name, then alphabetical so the list is
// stable.
import type { IngredientCatalogue } from './name-index.ts';

export const AUTOCOMPLETE_LIMIT = 10;

export interface IngredientSuggestion {
  id: string;
  name: string;
  /** The alias that matched, when the match was not in the name itself. */
  matchedAlias: string | null;
  /** Where the query starts in the matched text (0 = a prefix match). */
  position: number;
}

/** 0 exact, 1 prefix, 2 start of a later word, 3 inside a word. */
type MatchTier = 0 | 1 | 2 | 3;

interface RankedMatch extends IngredientSuggestion {
  tier: MatchTier;
}

function tierOf(text: string, needle: string, position: number): MatchTier {
  if (position === 0) return text.length === needle.length ? 0 : 1;
  return /[^a-z0-9]/i.test(text[position - 1] ?? '') ? 2 : 3;
}

function compare(a: RankedMatch, b: RankedMatch): number {
  return (
    a.tier - b.tier ||
    a.position - b.position ||
    Number(a.matchedAlias !== null) - Number(b.matchedAlias !== null) ||
    a.name.length - b.name.length ||
    a.name.localeCompare(b.name)
  );
}

/** The best place the query matches in one of the texts, or null. */
function bestMatch(
  id: string,
  name: string,
  texts: readonly string[],
  needle: string,
): RankedMatch | null {
  let best: RankedMatch | null = null;
  for (const text of texts) {
    const lower = text.toLowerCase();
    // A later occurrence can rank better (a word start after a match inside a word).
    for (let position = lower.indexOf(needle); position >= 0;) {
      const match: RankedMatch = {
        id,
        name,
        matchedAlias: text === name ? null : text,
        position,
        tier: tierOf(lower, needle, position),
      };
      if (!best || compare(match, best) < 0) best = match;
      position = lower.indexOf(needle, position + 1);
    }
  }
  return best;
}

export function rankIngredientSuggestions(
  query: string,
  catalogue: IngredientCatalogue,
  limit: number = AUTOCOMPLETE_LIMIT,
): IngredientSuggestion[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const matches: RankedMatch[] = [];
  for (const ingredient of catalogue) {
    const best = bestMatch(
      ingredient.id,
      ingredient.name,
      [ingredient.name, ...ingredient.aliases],
      needle,
    );
    if (best) matches.push(best);
  }
  return matches
    .sort(compare)
    .slice(0, Math.max(0, limit))
    .map(({ tier: _tier, ...suggestion }) => suggestion);
}
