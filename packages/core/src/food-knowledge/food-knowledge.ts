// Roastie's one source of food knowledge beyond nutrition (docs/product.md section 7): which diet a
// catalogue food fits, which allergens it carries, and what replaces it when a cook's constraint
// (vegan, gluten-free, dairy-free...) rules it out. The facts are data keyed by catalogue id
// (food-knowledge.json, validated at load); categories give the defaults (meat is omnivore, dairy
// carries milk) and the ids the exceptions. Used by dietOf (and so the gallery's diet filter), the
// built-in chef and the tests. Choices: docs/decisions/0017-built-in-chef.md.
import { z } from 'zod';
import type { IngredientCategory } from '../catalogue/ingredient.ts';
import { DIETS, type Diet } from '../schemas/recipes.ts';
import data from './food-knowledge.json' with { type: 'json' };

/** The major food allergens (EU Regulation 1169/2011 Annex II, those the catalogue holds). */
export const ALLERGENS = [
  'gluten',
  'milk',
  'egg',
  'fish',
  'crustaceans',
  'molluscs',
  'peanuts',
  'tree-nuts',
  'soy',
  'sesame',
  'mustard',
  'celery',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** What a cook can ask a dish to keep to. */
export const FOOD_CONSTRAINTS = [
  'vegan',
  'vegetarian',
  'pescatarian',
  'gluten-free',
  'dairy-free',
  'egg-free',
  'nut-free',
] as const;
export type FoodConstraint = (typeof FOOD_CONSTRAINTS)[number];

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const alternatives = z.record(id, id.nullable());
const foodKnowledgeSchema = z.strictObject({
  dietExceptions: z.record(id, z.enum(DIETS)),
  allergens: z.strictObject(
    Object.fromEntries(ALLERGENS.map((a) => [a, z.array(id).optional()])) as Record<
      Allergen,
      z.ZodOptional<z.ZodArray<typeof id>>
    >,
  ),
  alternatives: z.strictObject({
    vegetarian: alternatives,
    vegan: alternatives,
    'dairy-free': alternatives,
    'gluten-free': alternatives,
  }),
  /**
   * Where a sweet dish needs another stand-in: butter is creamed or rubbed in there, so its place
   * takes a fat that is solid as butter is (coconut oil), not olive oil.
   */
  alternativesInSweetDishes: z.strictObject({
    vegan: alternatives,
    'dairy-free': alternatives,
  }),
});

const KNOWLEDGE = foodKnowledgeSchema.parse(data);

/** The foods whose diet is not their category's: with DIET_BY_CATEGORY, what dietOf reads. */
export const DIET_EXCEPTIONS: Readonly<Record<string, Diet>> = KNOWLEDGE.dietExceptions;

type FoodKey = { id: string; category: IngredientCategory };

export const DIET_BY_CATEGORY: Partial<Record<IngredientCategory, Diet>> = {
  meat: 'omnivore',
  'fish-seafood': 'pescatarian',
  dairy: 'vegetarian',
  eggs: 'vegetarian',
};
const ALLERGEN_BY_CATEGORY: Partial<Record<IngredientCategory, Allergen>> = {
  dairy: 'milk',
  eggs: 'egg',
};
/** Diets from the most to the least restrictive. */
export const DIET_RANK: readonly Diet[] = ['vegan', 'vegetarian', 'pescatarian', 'omnivore'];

const allergensById = new Map<string, Allergen[]>();
for (const allergen of ALLERGENS) {
  for (const foodId of KNOWLEDGE.allergens[allergen] ?? []) {
    allergensById.set(foodId, [...(allergensById.get(foodId) ?? []), allergen]);
  }
}

/** The most restrictive diet this food fits (butter: vegetarian; fish sauce: pescatarian). */
export function dietOfFood(food: FoodKey): Diet {
  return KNOWLEDGE.dietExceptions[food.id] ?? DIET_BY_CATEGORY[food.category] ?? 'vegan';
}

/** Whether a dish of `diet` may hold this food. */
export function fitsDiet(food: FoodKey, diet: Diet): boolean {
  return DIET_RANK.indexOf(dietOfFood(food)) <= DIET_RANK.indexOf(diet);
}

/** The allergens this food carries, in ALLERGENS order. */
export function allergensOf(food: FoodKey): Allergen[] {
  const found = new Set(allergensById.get(food.id) ?? []);
  const byCategory = ALLERGEN_BY_CATEGORY[food.category];
  if (byCategory) found.add(byCategory);
  return ALLERGENS.filter((a) => found.has(a));
}

/** Whether a dish kept to `constraint` may hold this food. */
export function meetsConstraint(food: FoodKey, constraint: FoodConstraint): boolean {
  switch (constraint) {
    case 'vegan':
    case 'vegetarian':
    case 'pescatarian':
      return fitsDiet(food, constraint);
    case 'gluten-free':
      return !allergensOf(food).includes('gluten');
    case 'dairy-free':
      return !allergensOf(food).includes('milk');
    case 'egg-free':
      return !allergensOf(food).includes('egg');
    case 'nut-free':
      return !allergensOf(food).some((a) => a === 'peanuts' || a === 'tree-nuts');
  }
}

/**
 * The catalogue id that does this food's job under `constraint` (butter to olive oil when vegan;
 * to coconut oil in a sweet dish, `sweet`), null when nothing does and it is best left out; the
 * food's own id when the constraint allows it.
 */
export function alternativeFor(
  food: FoodKey,
  constraint: FoodConstraint,
  { sweet = false }: { sweet?: boolean } = {},
): string | null {
  if (meetsConstraint(food, constraint)) return food.id;
  if (sweet && (constraint === 'vegan' || constraint === 'dairy-free')) {
    const table = KNOWLEDGE.alternativesInSweetDishes[constraint];
    if (Object.hasOwn(table, food.id)) return table[food.id] ?? null;
  }
  const tables = KNOWLEDGE.alternatives;
  const chain =
    constraint === 'vegan'
      ? [tables.vegan, tables.vegetarian]
      : constraint === 'vegetarian' || constraint === 'pescatarian'
        ? [tables.vegetarian]
        : constraint === 'dairy-free'
          ? [tables['dairy-free']]
          : constraint === 'gluten-free'
            ? [tables['gluten-free']]
            : [];
  for (const table of chain) {
    if (Object.hasOwn(table, food.id)) return table[food.id] ?? null;
  }
  return null;
}

/** Every catalogue id the knowledge names (a test checks them against the catalogue). */
export function foodKnowledgeIds(): string[] {
  const ids = new Set<string>(Object.keys(KNOWLEDGE.dietExceptions));
  for (const list of Object.values(KNOWLEDGE.allergens)) for (const i of list ?? []) ids.add(i);
  for (const table of [
    ...Object.values(KNOWLEDGE.alternatives),
    ...Object.values(KNOWLEDGE.alternativesInSweetDishes),
  ]) {
    for (const [from, to] of Object.entries(table)) {
      ids.add(from);
      if (to) ids.add(to);
    }
  }
  return [...ids];
}
