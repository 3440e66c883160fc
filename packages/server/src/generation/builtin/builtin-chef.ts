// The built-in chef: Roastie's default recipe writer, offline and deterministic. It reads the
// description (dish, ingredients, meal, cuisine, diet, a low-GI wish), adapts the closest seed
// recipe from the library when one fits, or builds the dish from its plan, and says plainly that
// it never looked at the photo. The same words always give the same recipe.
import { QUICK_MINUTES } from '@roastie/core';
import { DISH_NOUN, DISH_TYPE } from './dish-kind-names.ts';
import type { DishKind } from './dish-kinds.ts';
import { DISH_PLANS } from './dish-plans.ts';
import { adaptSeed } from './adapt-seed.ts';
import { composeDish } from './compose-dish.ts';
import { inferKind } from './infer-kind.ts';
import { pickSeed } from './pick-seed.ts';
import { readDescription } from './read-description.ts';
import { recipeBlurb } from './recipe-blurb.ts';
import { recipeName } from './recipe-name.ts';
import { seedTemplates } from './seed-library.ts';
import type {
  DraftWithoutAnalysis,
  GenerationInput,
  RecipeGenerator,
} from '../recipe-generator.ts';

const MAX_STEPS = 30;
const PHOTO_NOTE =
  "Chef Roastie's built-in chef cooks from your words alone: it did not look at your photo (it is kept as the recipe's picture).";
const WORDS_NOTE = "Chef Roastie's built-in chef cooked this from your words alone.";
const NOTHING_RECOGNISED = (noun: string) =>
  `Chef Roastie couldn't spot a dish or an ingredient he knows in your words, so this is his house ${noun}: change anything you like in the editor.`;

/** A plan's time; a quick one is cooked in the quick time when the dish allows (not a stew). */
function composedMinutes(kind: DishKind, quick: boolean, own: number | null): number {
  const minutes = own ?? DISH_PLANS[kind].cookTime;
  return quick && minutes <= QUICK_MINUTES + 10 ? Math.min(minutes, QUICK_MINUTES) : minutes;
}

export function cookFromDescription(description: string, hasPhoto: boolean): DraftWithoutAnalysis {
  const intent = readDescription(description);
  let kind: DishKind | null = intent.kind;
  let template = pickSeed(intent);
  if (!template && !kind) {
    kind = inferKind(intent);
    // With nothing recognised, no seed is closer than another: the plan is the honest start.
    if (intent.mentioned.length > 0) template = pickSeed({ ...intent, kind });
  }
  kind ??= template?.kind ?? inferKind(intent);
  const servings = intent.servings ?? template?.seed.servings ?? DISH_PLANS[kind].servings;
  const draft = template
    ? adaptSeed(template, { ...intent, kind }, servings)
    : composeDish(kind, intent, servings);
  const seedName = template?.seed.name ?? null;
  // A seed picked by its name ("kheer") is a dish recognised, as much as a dish word is.
  const dishNamed = intent.kind !== null || template !== null;
  const recognised = dishNamed || intent.mentioned.length > 0;
  const notes = [hasPhoto ? PHOTO_NOTE : WORDS_NOTE, ...draft.notes];
  for (const { from, to } of intent.ruledOut) {
    const kept = intent.constraints.join(' and ');
    notes.push(
      to
        ? `Chef Roastie used ${to.name} instead of ${from.name} to keep it ${kept}.`
        : `Chef Roastie left out the ${from.name} to keep it ${kept}.`,
    );
  }
  if (!recognised) notes.push(NOTHING_RECOGNISED(DISH_NOUN[kind].toLowerCase()));
  return {
    name: recognised
      ? recipeName(description, kind, intent.mentioned, intent.methods, draft.lines, dishNamed)
      : `Chef Roastie's House ${DISH_NOUN[kind]}`,
    // The meal the cook named, else the seed's own (a pavlova is a dessert), else the kind's.
    type: intent.type ?? template?.seed.type ?? DISH_TYPE[kind],
    description: recipeBlurb(kind, draft.lines, intent, seedName),
    cookTime: template?.seed.cookTime ?? composedMinutes(kind, intent.quick, intent.minutes),
    servings,
    ingredients: draft.lines.map(({ name, amount, unit }) => ({ name, amount, unit })),
    instructions: draft.steps.slice(0, MAX_STEPS).map((description) => ({ description })),
    photoLooked: false,
    notes,
  };
}

export class BuiltinChef implements RecipeGenerator {
  readonly source = 'builtin' as const;

  /** Prepares the seed library ahead of the first cook (a few tens of milliseconds). */
  warmUp(): void {
    seedTemplates();
  }

  async generate(input: GenerationInput): Promise<DraftWithoutAnalysis> {
    return cookFromDescription(input.description, input.image !== undefined);
  }
}
