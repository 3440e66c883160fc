// What a search query asks for, before the database sees it: its words, and the same words with
// any other name of a catalogue food swapped for the catalogue's own ("garbanzo beans" asks for
// chickpeas). Recipes store only the catalogue's name and the typed one (the lean document, see
// recipes/save-recipe.ts), so both variants are searched. docs/product.md, Home / search.
import { catalogueByName, foldAccents } from '@roastie/core';

/** Words beyond this are dropped: no dish is named by a paragraph, and each word costs a lookup. */
export const MAX_QUERY_WORDS = 8;

/** The longest run of words tried as one food name ("low fat greek yogurt"). */
const MAX_FOOD_NAME_WORDS = 5;

/**
 * Lower case, accents folded as the search documents fold them (migration 0010), letters and
 * digits only, at most MAX_QUERY_WORDS words.
 */
export function queryWords(query: string): string[] {
  return foldAccents(query)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * The texts to search, each a run of words separated by single spaces: the query itself and, when
 * it names a catalogue food by another name, the query with the catalogue's name instead.
 * Longer names win ("ice cream" over "cream"); a catalogue name itself is left as it is.
 */
export function searchVariants(query: string): string[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const out: string[] = [];
  let swapped = false;
  for (let i = 0; i < words.length;) {
    let step = 1;
    let text = words[i]!;
    for (let n = Math.min(MAX_FOOD_NAME_WORDS, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      const entry = catalogueByName(phrase);
      if (!entry) continue;
      step = n;
      text = phrase;
      const name = queryWords(entry.name).join(' ');
      if (name !== phrase) {
        text = name;
        swapped = true;
      }
      break;
    }
    out.push(text);
    i += step;
  }
  const original = words.join(' ');
  return swapped ? [original, out.join(' ')] : [original];
}
