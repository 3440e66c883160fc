// A grain, pasta or lentil written without saying it is cooked ("1 cup basmati rice") in a recipe
// that also pours in its cooking liquid ("2 cups water") is cooked by the recipe: it goes into the
// pot uncooked, and weighs and counts as the dry food. A cup of uncooked rice holds about three
// times the carbohydrate of a cup of cooked rice, so reading it as cooked put a third of the
// dish's glycemic load on the page (docs/decisions/0012-ingredient-line-parser.md).
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';
import { ingredientById } from '../matching/match-ingredient-name.ts';
import type { IngredientCatalogue } from '../matching/name-index.ts';
import { readWrittenUnit, type WrittenUnit } from '../units/written-units.ts';

/**
 * Liquid that cooks a grain, against the grain's dry weight: rice takes 1.1 (sushi rice) to 2.6
 * times its weight, lentils and risotto more. Below this the liquid is a splash for the sauce.
 */
export const COOKING_LIQUID_RATIO = 1.2;

/**
 * Words that say the food is already cooked, or comes cooked in a can or a pouch. Not "drained":
 * "basmati rice, rinsed and drained" is raw rice washed before it goes in.
 */
const STATED_COOKED =
  /\b(cooked|boiled|steamed|leftover|left-over|day-old|canned|tinned|precooked|pre-cooked|ready-to-eat|microwave|instant)\b/i;

/** The word in `text` that says the food is cooked already ("cooked", "leftover", "canned"). */
export function statedCookedWord(text: string): string | null {
  return STATED_COOKED.exec(text)?.[1]?.toLowerCase() ?? null;
}

/**
 * Words that say a grain, pasta or pulse goes in uncooked: "1 cup brown rice, uncooked", "200 g
 * dried red lentils", "1 cup rice (raw)". Only a food with an uncooked form takes their meaning,
 * so "dry white wine" and "raw honey" are untouched.
 */
const STATED_UNCOOKED = /\b(uncooked|raw|dry|dried)\b/i;

/** The word in a food's name that says it goes in uncooked ("uncooked orzo", "dried lentils"). */
export function statedUncookedWord(name: string): string | null {
  if (STATED_COOKED.test(name)) return null;
  return STATED_UNCOOKED.exec(name)?.[1]?.toLowerCase() ?? null;
}

/**
 * The same word opening a line's preparation or comment on its own ("brown rice, uncooked",
 * "quinoa (raw), rinsed"); not inside a longer phrase ("patted dry", "or 1 tsp dried") or after
 * other steps ("escarole, washed, dried"). A grain or pulse "soaked" first ("basmati rice, soaked
 * for 30 minutes", "toor dal, soaked overnight") is measured uncooked: soaking comes before the pot.
 */
export function statedUncookedPart(text: string | null): string | null {
  const first =
    (text ?? '')
      .split(/[,;()]/)[0]
      ?.trim()
      .toLowerCase() ?? '';
  if (/^soaked\b/.test(first)) return 'uncooked';
  return first !== '' && STATED_UNCOOKED.exec(first)?.[0] === first ? first : null;
}

/** Cooked foods whose uncooked form is not their id with '-dry' for '-boiled'. */
const UNCOOKED_FORM_OF: Readonly<Record<string, string>> = {
  'rice-wild-boiled': 'wild-rice-dry',
  'lentils-red-boiled': 'lentils-dry',
  'lentils-green-boiled': 'lentils-dry',
  'spaghetti-boiled': 'pasta-dry',
  'macaroni-boiled': 'pasta-dry',
  couscous: 'couscous-dry',
};

/** Bought in cans as often as dry: written bare, they stay the cooked food. */
const OFTEN_CANNED: ReadonlySet<string> = new Set([
  'chickpeas-boiled',
  'black-beans-boiled',
  'pinto-beans-boiled',
  'navy-beans-boiled',
]);

/** Water, stock and the milks a grain is cooked in (rice pudding, coconut rice). */
function isCookingLiquid(ingredient: CatalogueIngredient): boolean {
  return (
    ingredient.id === 'water' ||
    ingredient.id.startsWith('broth-') ||
    ['milk-whole', 'milk-reduced-fat', 'milk-low-fat', 'milk-skim', 'coconut-milk-canned'].includes(
      ingredient.id,
    )
  );
}

/** The uncooked twin of a cooked catalogue food, whether or not it is often bought canned. */
function dryTwinOf(
  ingredient: CatalogueIngredient,
  catalogue: IngredientCatalogue,
): CatalogueIngredient | undefined {
  const id =
    UNCOOKED_FORM_OF[ingredient.id] ??
    (ingredient.id.endsWith('-boiled') ? ingredient.id.replace(/-boiled$/, '-dry') : undefined);
  return id === undefined ? undefined : ingredientById(id, catalogue);
}

/** The uncooked form a recipe's liquid may cook a food from, if the catalogue has one. */
export function uncookedFormOf(
  ingredient: CatalogueIngredient,
  catalogue: IngredientCatalogue,
): CatalogueIngredient | undefined {
  return OFTEN_CANNED.has(ingredient.id) ? undefined : dryTwinOf(ingredient, catalogue);
}

/**
 * Pasta, noodles, rice and grains are sold dry by weight or by the packet and cooked in water a
 * recipe often does not list: "1 lb spaghetti", "400 g spaghetti" and "300 g basmati rice" are
 * weighed dry, as bought, and so are "9 sheets lasagne". A cooked weight says so ("180 g cooked
 * spaghetti", "leftover rice").
 * Cups stay as read: a cup of rice or pasta is written dry and cooked alike.
 */
const SOLD_DRY_BY: ReadonlySet<WrittenUnit> = new Set([
  'g',
  'kg',
  'oz',
  'lb',
  'packet',
  'nest',
  'sheet',
]);

/**
 * The uncooked food a line means when its words say so ("dried red lentils", "rice, uncooked"),
 * or when it is weighed by a measure the food is sold dry by; else the food. Pulses weighed
 * without such a word keep their reading: they are bought in cans, cooked, as often as dry.
 */
export function soldDryFormFor(
  ingredient: CatalogueIngredient,
  line: { name: string; unit: string },
  catalogue: IngredientCatalogue,
): CatalogueIngredient {
  if (statedUncookedWord(line.name)) return dryTwinOf(ingredient, catalogue) ?? ingredient;
  const unit = readWrittenUnit(line.unit);
  if (ingredient.category === 'legumes' || unit === null || !SOLD_DRY_BY.has(unit)) {
    return ingredient;
  }
  if (STATED_COOKED.test(line.name) || /\bfresh\b/i.test(line.name)) return ingredient;
  return uncookedFormOf(ingredient, catalogue) ?? ingredient;
}

/** Whether a food is the uncooked form of another (its id ends '-dry', as every such form's). */
export function isUncookedForm(ingredient: CatalogueIngredient): boolean {
  return ingredient.id.endsWith('-dry');
}

/**
 * `to` in the state `from` is in: swapping uncooked rice for pearl barley means uncooked pearl
 * barley, cup for cup, not the cooked barley that weighs a third as much carbohydrate.
 */
export function inTheSameState(
  from: CatalogueIngredient,
  to: CatalogueIngredient,
  catalogue: IngredientCatalogue,
): CatalogueIngredient {
  return isUncookedForm(from) ? (uncookedFormOf(to, catalogue) ?? to) : to;
}

const cookedForms = new WeakMap<IngredientCatalogue, Map<string, CatalogueIngredient>>();

/** The cooked food an uncooked one becomes (uncooked basmati rice: basmati rice), if any. */
export function cookedFormOf(
  uncooked: CatalogueIngredient,
  catalogue: IngredientCatalogue,
): CatalogueIngredient | undefined {
  let byUncooked = cookedForms.get(catalogue);
  if (!byUncooked) {
    byUncooked = new Map();
    for (const entry of catalogue) {
      const form = uncookedFormOf(entry, catalogue);
      if (form && !byUncooked.has(form.id)) byUncooked.set(form.id, entry);
    }
    cookedForms.set(catalogue, byUncooked);
  }
  return byUncooked.get(uncooked.id);
}

/**
 * Grams of `to` in place of `grams` of `from`: the same grams in the same state, or, when an
 * uncooked grain gives way to a food never cooked from dry (cauliflower rice), the grain's cooked
 * weight (the same carbohydrate), which is what filled the plate.
 */
export function gramsInPlaceOf(
  from: CatalogueIngredient,
  to: CatalogueIngredient,
  grams: number,
  catalogue: IngredientCatalogue,
): number {
  if (!isUncookedForm(from) || isUncookedForm(to)) return grams;
  const cooked = cookedFormOf(from, catalogue);
  if (!cooked || cooked.per100g.carbs <= 0) return grams;
  return (grams * from.per100g.carbs) / cooked.per100g.carbs;
}

export interface WeighedLine {
  /** The line as written: its name may say the food is cooked already. */
  line: { name: string };
  ingredient: CatalogueIngredient;
  grams: number;
}

/**
 * The lines the recipe cooks from dry, each with what `weigh` makes of it as its uncooked food
 * (the line's amount in that food's measures): the lines that could be grains cooked by the
 * recipe, when its cooking liquid is at least COOKING_LIQUID_RATIO times their dry weight.
 */
export function linesCookedFromDry<T extends WeighedLine, W extends { grams: number }>(
  lines: readonly T[],
  catalogue: IngredientCatalogue,
  weigh: (line: T, uncooked: CatalogueIngredient) => W | null,
): Map<T, { ingredient: CatalogueIngredient; weighed: W }> {
  const liquid = lines
    .filter((line) => isCookingLiquid(line.ingredient))
    .reduce((sum, line) => sum + line.grams, 0);
  const fromDry = new Map<T, { ingredient: CatalogueIngredient; weighed: W }>();
  if (liquid === 0) return fromDry;
  for (const line of lines) {
    if (STATED_COOKED.test(line.line.name)) continue;
    const uncooked = uncookedFormOf(line.ingredient, catalogue);
    const weighed = uncooked ? weigh(line, uncooked) : null;
    if (uncooked && weighed && weighed.grams > 0) {
      fromDry.set(line, { ingredient: uncooked, weighed });
    }
  }
  const dryGrams = [...fromDry.values()].reduce((sum, line) => sum + line.weighed.grams, 0);
  return liquid >= COOKING_LIQUID_RATIO * dryGrams ? fromDry : new Map();
}
