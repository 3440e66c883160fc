// Text normalisation shared by name matching and autocomplete.
import { foldAccents } from './fold-accents.ts';

/** Lower case, accents removed ("jalapeño" -> "jalapeno"), punctuation to spaces, single spaces. */
export function normaliseIngredientText(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

/** Words of a normalised text. */
export function words(text: string): string[] {
  const normalised = normaliseIngredientText(text);
  return normalised === '' ? [] : normalised.split(' ');
}
