// The ingredient catalogue: every category's data file in one list, with lookups by id and by
// name. The lists are built once at import; lookups are Map reads, so the engine can call them per
// ingredient line without cost. Uniqueness of ids, names and aliases is enforced by the tests, so
// first-wins below never has to choose.
import { BREAD_BAKERY } from './data/bread-bakery.ts';
import { DAIRY } from './data/dairy.ts';
import { DRINKS } from './data/drinks.ts';
import { EGGS } from './data/eggs.ts';
import { FISH_SEAFOOD } from './data/fish-seafood.ts';
import { FRUIT } from './data/fruit.ts';
import { GRAINS_FLOURS } from './data/grains-flours.ts';
import { HERBS_SPICES } from './data/herbs-spices.ts';
import { LEGUMES } from './data/legumes.ts';
import { MEAT } from './data/meat.ts';
import { NUTS_SEEDS } from './data/nuts-seeds.ts';
import { OILS_FATS } from './data/oils-fats.ts';
import { OTHER } from './data/other.ts';
import { PASTA_NOODLES } from './data/pasta-noodles.ts';
import { RICE } from './data/rice.ts';
import { SAUCES_CONDIMENTS } from './data/sauces-condiments.ts';
import { SUGARS_SWEETENERS } from './data/sugars-sweeteners.ts';
import { VEGETABLES } from './data/vegetables.ts';
import type { CatalogueIngredient } from './ingredient.ts';

/** Every catalogue ingredient, in the order of INGREDIENT_CATEGORIES. */
export const CATALOGUE: readonly CatalogueIngredient[] = [
  ...GRAINS_FLOURS,
  ...BREAD_BAKERY,
  ...PASTA_NOODLES,
  ...RICE,
  ...LEGUMES,
  ...VEGETABLES,
  ...FRUIT,
  ...DAIRY,
  ...MEAT,
  ...FISH_SEAFOOD,
  ...EGGS,
  ...NUTS_SEEDS,
  ...OILS_FATS,
  ...SUGARS_SWEETENERS,
  ...SAUCES_CONDIMENTS,
  ...HERBS_SPICES,
  ...DRINKS,
  ...OTHER,
];

/**
 * The key names and aliases are stored under: trimmed, lower case, inner spaces collapsed, and in
 * Unicode NFC so a typed "jalapeño" finds the stored one whichever way the "ñ" was composed.
 */
export function catalogueNameKey(nameOrAlias: string): string {
  return nameOrAlias.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
}

const byId = new Map<string, CatalogueIngredient>(CATALOGUE.map((entry) => [entry.id, entry]));

const byName = new Map<string, CatalogueIngredient>();
for (const entry of CATALOGUE) {
  for (const text of [entry.name, ...entry.aliases]) {
    const key = catalogueNameKey(text);
    if (!byName.has(key)) byName.set(key, entry);
  }
}

/** The entry with this id (ids are stable slugs stored in recipe rows), or undefined. */
export function catalogueById(id: string): CatalogueIngredient | undefined {
  return byId.get(id);
}

/** Exact, case-insensitive lookup over names and aliases; no fuzzy matching (that is matching/'s job). */
export function catalogueByName(nameOrAlias: string): CatalogueIngredient | undefined {
  return byName.get(catalogueNameKey(nameOrAlias));
}
