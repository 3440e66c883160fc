// Ingredient autocomplete ranking. Rule: docs/product.md section 5 ("case-insensitive substring match,
// ranked by earliest match position then shorter name, at most 10 suggestions"), the same rule as
// core's rankIngredientSuggestions, which takes the full catalogue type; this one takes the
// /api/ingredients list the browser has. Aliases match too and the suggestion shows the name;
// on a tie, a match in the name beats one in an alias, then alphabetical order keeps it stable.
import { AUTOCOMPLETE_LIMIT } from '@roastie/core';

export interface Suggestible {
  id: string;
  name: string;
  unit: string;
  aliases?: readonly string[];
}

export interface RankedSuggestion<T> {
  item: T;
  /** The alias that matched when the name itself did not ("polenta" for cornmeal). */
  matchedAlias: string | null;
}

export function rankSuggestions<T extends Suggestible>(
  query: string,
  items: readonly T[],
  limit: number = AUTOCOMPLETE_LIMIT,
): RankedSuggestion<T>[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const ranked: (RankedSuggestion<T> & { position: number })[] = [];
  for (const item of items) {
    let best: (RankedSuggestion<T> & { position: number }) | null = null;
    for (const text of [item.name, ...(item.aliases ?? [])]) {
      const at = text.toLowerCase().indexOf(needle);
      if (at < 0 || (best && best.position <= at)) continue;
      best = { item, position: at, matchedAlias: text === item.name ? null : text };
    }
    if (best) ranked.push(best);
  }
  return ranked
    .sort(
      (a, b) =>
        a.position - b.position ||
        a.item.name.length - b.item.name.length ||
        Number(a.matchedAlias !== null) - Number(b.matchedAlias !== null) ||
        a.item.name.localeCompare(b.item.name),
    )
    .slice(0, Math.max(0, limit))
    .map(({ item, matchedAlias }) => ({ item, matchedAlias }));
}
