// The description as words, each used at most once: a word that named the dish or the meal is
// not looked at again as an ingredient ("omelette" the dish is not "omelette" the catalogue food).
import { normaliseIngredientText, singularForms } from '@roastie/core';

export interface Tokens {
  words: readonly string[];
  /** Each word with its possible singular forms ("pancakes": pancakes, pancake). */
  forms: readonly ReadonlySet<string>[];
  used: boolean[];
}

export function tokenise(text: string): Tokens {
  const normalised = normaliseIngredientText(text);
  const words = normalised === '' ? [] : normalised.split(' ');
  const forms = words.map((word) => new Set([word, ...singularForms(word)]));
  return { words, forms, used: words.map(() => false) };
}

const splitCache = new Map<string, string[]>();
const partsOf = (phrase: string) => {
  let parts = splitCache.get(phrase);
  if (!parts) splitCache.set(phrase, (parts = phrase.split(' ')));
  return parts;
};

/** Start positions of `phrase` among the unused words; its last word may be plural. */
export function findPhrase(tokens: Tokens, phrase: string): number[] {
  const parts = partsOf(phrase);
  const starts: number[] = [];
  const last = parts.length - 1;
  for (let start = 0; start + parts.length <= tokens.words.length; start += 1) {
    let fits = true;
    for (let i = 0; i <= last && fits; i += 1) {
      const at = start + i;
      fits =
        !tokens.used[at] &&
        (i === last ? tokens.forms[at]!.has(parts[i]!) : tokens.words[at] === parts[i]);
    }
    if (fits) starts.push(start);
  }
  return starts;
}

export function consume(tokens: Tokens, start: number, length: number): void {
  for (let i = start; i < start + length; i += 1) tokens.used[i] = true;
}

const sortedCache = new WeakMap<readonly string[], string[]>();
/** The phrases, longest first (computed once per list). */
export function longestFirst(phrases: readonly string[]): string[] {
  let sorted = sortedCache.get(phrases);
  if (!sorted) {
    sorted = [...phrases].sort((a, b) => partsOf(b).length - partsOf(a).length);
    sortedCache.set(phrases, sorted);
  }
  return sorted;
}

/** Finds and uses the first of `phrases` present (longest phrases first); answers its start. */
export function takeAny(tokens: Tokens, phrases: readonly string[]): number | null {
  let found: number | null = null;
  for (const phrase of longestFirst(phrases)) {
    for (const start of findPhrase(tokens, phrase)) {
      consume(tokens, start, partsOf(phrase).length);
      found ??= start;
    }
  }
  return found;
}

/** How many words the dish's name has: the words before "with", "and", "for" or a comma. */
export function headLength(text: string): number {
  const head = text.split(/,|;|\(|\bwith\b|\band\b|\bfor\b|\bserved\b|\btopped\b|\bplus\b/i)[0];
  const words = normaliseIngredientText(head ?? '');
  return words === '' ? 0 : words.split(' ').length;
}
