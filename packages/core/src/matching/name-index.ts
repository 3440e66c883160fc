// An index from every normalised catalogue name and alias (and their singular forms) to the entry.
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';
import { normaliseIngredientText } from './normalise-text.ts';
import { singularPhrases } from './singularise.ts';

/** The engine works on any list of catalogue entries: the real catalogue or a test fixture. */
export type IngredientCatalogue = readonly CatalogueIngredient[];

export interface IndexedName {
  ingredient: CatalogueIngredient;
  /** The catalogue text that matched (the name or one alias), as written in the catalogue. */
  text: string;
  via: 'name' | 'alias';
}

export interface NameIndex {
  byKey: ReadonlyMap<string, IndexedName>;
  byId: ReadonlyMap<string, CatalogueIngredient>;
}

const cache = new WeakMap<IngredientCatalogue, NameIndex>();

/** Builds (once per catalogue array) the lookup. Names win over aliases; earlier entries win. */
export function nameIndexFor(catalogue: IngredientCatalogue): NameIndex {
  const cached = cache.get(catalogue);
  if (cached) return cached;
  const byKey = new Map<string, IndexedName>();
  const add = (key: string, value: IndexedName) => {
    const existing = byKey.get(key);
    if (!existing || (existing.via === 'alias' && value.via === 'name')) byKey.set(key, value);
  };
  for (const ingredient of catalogue) {
    const texts: [string, 'name' | 'alias'][] = [
      [ingredient.name, 'name'],
      ...ingredient.aliases.map((alias): [string, 'alias'] => [alias, 'alias']),
    ];
    for (const [text, via] of texts) {
      const key = normaliseIngredientText(text);
      if (key === '') continue;
      add(key, { ingredient, text, via });
    }
  }
  // Singular forms go in after every exact text, so they never shadow a real name or alias.
  for (const ingredient of catalogue) {
    for (const text of [ingredient.name, ...ingredient.aliases]) {
      for (const singular of singularPhrases(normaliseIngredientText(text))) {
        if (!byKey.has(singular)) {
          byKey.set(singular, {
            ingredient,
            text,
            via: text === ingredient.name ? 'name' : 'alias',
          });
        }
      }
    }
  }
  const index: NameIndex = {
    byKey,
    byId: new Map(catalogue.map((ingredient) => [ingredient.id, ingredient])),
  };
  cache.set(catalogue, index);
  return index;
}
