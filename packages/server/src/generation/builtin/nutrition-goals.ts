// What a low-carb or high-protein wish changes in a dish (read-description.ts reads the wish):
// the starch served beside the dish goes (rice with a curry, new potatoes in a traybake, quinoa
// in a bowl), and a plan's pulse protein gives way to chicken, or to tofu for a cook who eats no
// meat (docs/decisions/0017-built-in-chef.md). A dish that is its starch (pasta, a risotto, a
// cake) keeps it: a low-carb wish there is a low-GI one.
import type { CatalogueIngredient } from '@roastie/core';
import type { DishKind } from './dish-kinds.ts';
import { swapLine, type Draft } from './draft.ts';
import { food } from './find-ingredients.ts';
import type { Intent } from './read-description.ts';
import { coatsOrBinds } from './roles.ts';
import { lineInstead } from './line-instead.ts';
import { removeFromSteps } from './step-text.ts';

const CAULIFLOWER_RICE = 'cauliflower-rice';

/** A base with more carbohydrate than this in 100 g is a starch (cauliflower rice is not). */
const STARCHY_CARBS = 10;

/** Dishes whose starch is served beside them, or is one part among others. */
const STARCH_ON_THE_SIDE: ReadonlySet<DishKind> = new Set([
  'curry',
  'stew',
  'soup',
  'salad',
  'stir-fry',
  'bowl',
  'traybake',
  'omelette',
  'crumbed',
]);

/** The dish leaves out its starch: a low-carb wish for a dish whose starch is on the side. */
export const leavesOutStarch = (kind: DishKind | null, intent: Pick<Intent, 'lowCarb'>) =>
  intent.lowCarb && kind !== null && STARCH_ON_THE_SIDE.has(kind);

/** The protein a plan's default stands for under the wish: a pulse is mostly carbohydrate. */
export function proteinForGoal(
  entry: CatalogueIngredient,
  intent: Pick<Intent, 'lowCarb' | 'highProtein' | 'diet'>,
): CatalogueIngredient {
  if (!(intent.lowCarb || intent.highProtein) || entry.category !== 'legumes') return entry;
  if (entry.id === 'tofu-firm') return entry;
  return food(intent.diet ? 'tofu-firm' : 'chicken-thigh-raw');
}

/**
 * A seed's starch on the side goes under a low-carb wish, unless the cook named it ("keto chicken
 * with rice" keeps its rice): rice becomes cauliflower rice, served the same way; any other
 * starch goes, with the steps that only cook it, and a note says so. `kind` is the seed's own: a
 * seed of no kind (steak and chips) may be named for its starch. Runs before the low-GI swaps,
 * so the rice is not first swapped for another rice.
 */
export function leaveOutStarch(
  draft: Draft,
  kind: DishKind | null,
  intent: Intent,
  namedIds: ReadonlySet<string>,
): void {
  if (!leavesOutStarch(kind, intent)) return;
  const starches = draft.lines.filter(
    (line) =>
      line.role === 'base' &&
      // A flour or crumbs coat or bind (the fish's crumb): they are no side.
      !coatsOrBinds(line.ingredient) &&
      !namedIds.has(line.ingredient.id) &&
      line.ingredient.per100g.carbs > STARCHY_CARBS,
  );
  const swapped: string[] = [];
  const gone: string[] = [];
  for (const line of starches) {
    if (line.ingredient.category === 'rice') {
      swapLine(
        draft,
        line,
        lineInstead(line, food(CAULIFLOWER_RICE), draft.kind, draft.servings, 'swap'),
      );
      swapped.push(line.name);
    } else {
      draft.lines = draft.lines.filter((l) => l !== line);
      draft.steps = removeFromSteps(draft.steps, line, draft.lines);
      gone.push(line.name);
    }
  }
  if (swapped.length > 0) {
    draft.notes.push(
      `To keep it low in carbs, Chef Roastie swapped ${swapped.join(' and ')} for cauliflower rice.`,
    );
  }
  if (gone.length > 0) {
    draft.notes.push(`Chef Roastie left out the ${gone.join(' and ')} to keep it low in carbs.`);
  }
}
