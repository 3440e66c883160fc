// Words that say an ingredient stands in for the food it names, without that food's sugar:
// "sugar substitute", "sugar-free maple syrup", "diet cola", "keto bread". Read as the food
// named, a diabetic cook's sugar-free syrup counted as maple syrup and a cup of sweetener as a
// cup of sugar; their make-up varies by brand (sugar alcohols, maltodextrin, fibre), so they stay
// unknown unless the catalogue names them (docs/decisions/0012-ingredient-line-parser.md).
// Deliberately absent: "no sugar added" and "unsweetened" (the food's own sugar remains),
// "light" and "reduced sugar" (some of it remains).

/** Single words, as normalised text ("sugar-free" is "sugar free"). */
export const STAND_IN_WORDS: ReadonlySet<string> = new Set([
  'substitute',
  'substitutes',
  'replacement',
  'replacer',
  'sugarless',
  'diet',
  'keto',
]);

/** Two-word phrases. */
export const STAND_IN_PHRASES: readonly (readonly [string, string])[] = [
  ['sugar', 'free'],
  ['zero', 'sugar'],
  ['sugar', 'zero'],
];

/**
 * Whether the words of a normalised name say it stands in for the food it names. "Or substitute"
 * offers another food ("sesame oil or substitute peanut oil"), and says nothing of the first.
 */
export function namesAStandIn(tokens: readonly string[]): boolean {
  return tokens.some(
    (token, i) =>
      (STAND_IN_WORDS.has(token) && tokens[i - 1] !== 'or') ||
      STAND_IN_PHRASES.some(([first, second]) => token === first && tokens[i + 1] === second),
  );
}
