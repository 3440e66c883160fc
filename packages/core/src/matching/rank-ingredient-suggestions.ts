// Editor autocomplete. Source of the rule: docs/product.md section 5 ("case-insensitive substring match,
// ranked by earliest match position then shorter name, at most 10 suggestions"; the limit is also
// in section 9). Aliases match too, but the suggestion shows the catalogue name; an entry appears
// once, at its best position. Equal position and length fall back to alphabetical order so the
// list is stable.
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

export function rankIngredientSuggestions(
  query: string,
  catalogue: IngredientCatalogue,
  limit: number = AUTOCOMPLETE_LIMIT,
): IngredientSuggestion[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const suggestions: IngredientSuggestion[] = [];
  for (const ingredient of catalogue) {
    let best: IngredientSuggestion | null = null;
    for (const text of [ingredient.name, ...ingredient.aliases]) {
      const position = text.toLowerCase().indexOf(needle);
      if (position < 0 || (best && best.position <= position)) continue;
      const matchedAlias = text === ingredient.name ? null : text;
      best = { id: ingredient.id, name: ingredient.name, matchedAlias, position };
    }
    if (best) suggestions.push(best);
  }
  return suggestions
    .sort(
      (a, b) =>
        a.position - b.position || a.name.length - b.name.length || a.name.localeCompare(b.name),
    )
    .slice(0, Math.max(0, limit));
}
