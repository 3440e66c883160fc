// How an imported recipe's cups and pints are read (the parser's locale): a British address
// means UK measures; imperial weights or cups on any other page mean US measures; otherwise
// metric, the parser's default (docs/decisions/0013-recipe-import-and-export.md).
import type { IngredientParseRequest } from '../schemas/ingredient-parse.ts';

type Locale = NonNullable<IngredientParseRequest['locale']>;

const IMPERIAL = /\b(?:cups?|lbs?|pounds?|ounces?|oz|quarts?|sticks?)\b/i;

export function recipeLocale(lines: readonly string[], pageUrl: string | null): Locale {
  const host = pageUrl ? hostOf(pageUrl) : '';
  if (/\.uk$/.test(host)) return 'uk';
  if (/\.(?:au|nz|ie|za|ca|in)$/.test(host)) return 'metric';
  return lines.some((line) => IMPERIAL.test(line)) ? 'us' : 'metric';
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}
