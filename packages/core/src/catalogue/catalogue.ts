// The ingredient catalogue: every category's data file (data/<category>.json, edited as data; see
// data/README.md) validated and joined into one list, with lookups by id and by name. The lists are
// built once at import; lookups are Map reads, so the engine can call them per ingredient line
// without cost. Uniqueness of ids, names and aliases is enforced by the tests, so first-wins below
// never has to choose.
import breadBakery from './data/bread-bakery.json' with { type: 'json' };
import dairy from './data/dairy.json' with { type: 'json' };
import drinks from './data/drinks.json' with { type: 'json' };
import eggs from './data/eggs.json' with { type: 'json' };
import fishSeafood from './data/fish-seafood.json' with { type: 'json' };
import fruit from './data/fruit.json' with { type: 'json' };
import grainsFlours from './data/grains-flours.json' with { type: 'json' };
import herbsSpices from './data/herbs-spices.json' with { type: 'json' };
import legumes from './data/legumes.json' with { type: 'json' };
import meat from './data/meat.json' with { type: 'json' };
import nutsSeeds from './data/nuts-seeds.json' with { type: 'json' };
import oilsFats from './data/oils-fats.json' with { type: 'json' };
import other from './data/other.json' with { type: 'json' };
import pastaNoodles from './data/pasta-noodles.json' with { type: 'json' };
import rice from './data/rice.json' with { type: 'json' };
import saucesCondiments from './data/sauces-condiments.json' with { type: 'json' };
import sugarsSweeteners from './data/sugars-sweeteners.json' with { type: 'json' };
import vegetables from './data/vegetables.json' with { type: 'json' };
import {
  catalogueFileSchema,
  type CatalogueIngredient,
  type IngredientCategory,
} from './ingredient.ts';

/** The raw data files by the category they hold, in the order of INGREDIENT_CATEGORIES. */
export const CATALOGUE_FILES: Readonly<Record<IngredientCategory, unknown>> = {
  'grains-flours': grainsFlours,
  'bread-bakery': breadBakery,
  'pasta-noodles': pastaNoodles,
  rice,
  legumes,
  vegetables,
  fruit,
  dairy,
  meat,
  'fish-seafood': fishSeafood,
  eggs,
  'nuts-seeds': nutsSeeds,
  'oils-fats': oilsFats,
  'sugars-sweeteners': sugarsSweeteners,
  'sauces-condiments': saucesCondiments,
  'herbs-spices': herbsSpices,
  drinks,
  other,
};

/** Validates one data file; a bad value fails with the file, the record and the field named. */
export function readCatalogueFile(
  category: IngredientCategory,
  data: unknown,
): CatalogueIngredient[] {
  const parsed = catalogueFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    throw new Error(`Catalogue data/${category}.json is invalid at [${where}]: ${issue?.message}`);
  }
  const misplaced = parsed.data.find((entry) => entry.category !== category);
  if (misplaced) {
    throw new Error(
      `Catalogue data/${category}.json holds ${misplaced.id}, of category ${misplaced.category}`,
    );
  }
  return parsed.data;
}

/** Every catalogue ingredient, in the order of INGREDIENT_CATEGORIES. */
export const CATALOGUE: readonly CatalogueIngredient[] = Object.entries(CATALOGUE_FILES).flatMap(
  ([category, data]) => readCatalogueFile(category as IngredientCategory, data),
);

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
