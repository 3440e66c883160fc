// The recipe's name: the cook's own words when they are a dish name ("chickpea curry with
// spinach" becomes "Chickpea Curry with Spinach"), otherwise one made from the main foods and
// the dish ("Salmon and Broccoli Bowl").
import type { CatalogueIngredient } from '@roastie/core';
import { DISH_NOUN, type DishKind } from './dish-kinds.ts';

const MAX_NAME_WORDS = 9;
const MAX_NAME_LENGTH = 70;
const LEADING_FILLER =
  /^(i\s+(made|cooked|want|would like|had|love)|make me|can you make|please make|here is|this is|it'?s|my|our|a|an|some|the|recipe for|how to make|homemade|home-made)\s+/i;
const SERVINGS =
  /\s*\b(for|serves|serving|feeds)\s+(\d{1,2}|one|two|three|four|five|six|eight|ten|twelve)\b.*$/i;
const SMALL_WORDS = new Set(['a', 'an', 'and', 'or', 'with', 'of', 'in', 'on', 'the', 'for', 'to']);

function titleWord(word: string, first: boolean): string {
  const lower = word.toLowerCase();
  if (lower === 'gi') return 'GI';
  if (!first && SMALL_WORDS.has(lower)) return lower;
  if (/[A-Z]/.test(word.slice(1))) return word; // BBQ, McDonald's: as the cook wrote it
  return lower.replace(
    /(^|-)(\p{L})/gu,
    (_, dash: string, letter: string) => dash + letter.toUpperCase(),
  );
}

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => titleWord(word, i === 0))
    .join(' ')
    .replace(/\bLow GI\b/g, 'Low-GI');
}

/** The cook's first sentence, tidied, when it is short enough to be a name. */
function fromWords(description: string): string | null {
  let text = (description.split(/[.!?\n]/)[0] ?? '').trim();
  for (let i = 0; i < 3; i += 1) text = text.replace(LEADING_FILLER, '');
  text = text
    .replace(SERVINGS, '')
    .replace(/[,;:]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > MAX_NAME_WORDS || text.length > MAX_NAME_LENGTH)
    return null;
  return /\p{L}/u.test(text) ? titleCase(text) : null;
}

export function recipeName(
  description: string,
  kind: DishKind,
  mentioned: readonly CatalogueIngredient[],
): string {
  const own = fromWords(description);
  if (own) return own;
  const main = mentioned.slice(0, 2).map((entry) => titleCase(entry.name));
  return main.length > 0
    ? `${main.join(' and ')} ${DISH_NOUN[kind]}`
    : `Chef Roastie's ${DISH_NOUN[kind]}`;
}
