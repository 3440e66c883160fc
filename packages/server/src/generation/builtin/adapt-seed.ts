// Turning one of Chef Roastie's seed recipes into the dish the cook described: scaled to their
// servings, foods they ruled out taken out, made vegetarian or vegan if asked, the main protein
// and base replaced by the ones they named, everything else they named added with a sensible
// amount and a step that uses it, and high-GI bases swapped when they want a lower GI.
import { CATALOGUE, uncookedFormOf, type CatalogueIngredient } from '@roastie/core';
import { stepsForAdded, placeSteps } from './added-steps.ts';
import { constraintVerdict } from './constraint-swaps.ts';
import type { DishKind } from './dish-kinds.ts';
import { eggStandIn } from './dish-traits.ts';
import { food } from './find-ingredients.ts';
import { roundAmount, scaleAmount } from './kitchen-amounts.ts';
import { lineInstead } from './line-instead.ts';
import { gramsOf, type KitchenLine } from './kitchen-line.ts';
import { applyLowGi } from './apply-low-gi.ts';
import { leaveOutStarch } from './nutrition-goals.ts';
import { soakFlaxStep } from './plan-parts.ts';
import { portionFor } from './portions.ts';
import type { Intent } from './read-description.ts';
import { isFlour, READY_TO_EAT, roleOf, speciesOf } from './roles.ts';
import { seedIntent } from './seed-intent.ts';
import type { SeedTemplate } from './seed-library.ts';
import { removeFromSteps, renameInSteps } from './step-text.ts';
import { mergeDuplicates, swapLine, type Draft } from './draft.ts';

const heaviestFirst = (a: KitchenLine, b: KitchenLine) => gramsOf(b) - gramsOf(a);
const isAnimal = (line: KitchenLine) =>
  line.ingredient.category === 'meat' || line.ingredient.category === 'fish-seafood';

function remove(draft: Draft, line: KitchenLine): void {
  draft.lines = draft.lines.filter((l) => l !== line);
  draft.steps = removeFromSteps(draft.steps, line, draft.lines);
}

/** A step that brushes the egg on ("Brush with the beaten egg", "brush the tops with yolk"). */
const GLAZES = /\bbrush\w*\b[^.;]*\b(egg|yolk)s?\b/i;
const NAMES_EGG = /\b(eggs?|yolks?)\b/i;

/**
 * The seed's egg is only a glaze (cinnamon buns brushed before baking): a diet that rules it out
 * leaves the buns unglazed; no flax egg or tofu is brushed on.
 */
const onlyGlazes = (steps: readonly string[]) => {
  const using = steps.filter((step) => NAMES_EGG.test(step));
  return using.length > 0 && using.every((step) => GLAZES.test(step));
};

/** Which plant protein stands in for meat or fish the diet ruled out: lentils for mince. */
const plantProtein = (kind: DishKind | null, gone: KitchenLine | undefined) => {
  if (gone && /ground|sausage/.test(gone.ingredient.name)) return food('lentils-green-boiled');
  return food(
    kind === 'stir-fry' || kind === 'fried-rice' || kind === 'bowl' || kind === 'sushi'
      ? 'tofu-firm'
      : 'chickpeas-boiled',
  );
};

function placeProteins(draft: Draft, intent: Intent, removedAnimal: KitchenLine[]): void {
  const { kind, servings } = draft;
  const mentionedIds = new Set(intent.mentioned.map((m) => m.id));
  const wanted = intent.mentioned.filter(
    (m) => roleOf(m) === 'protein' && !holds(draft, m, intent),
  );
  const replaceable = draft.lines
    .filter((l) => l.role === 'protein' && !mentionedIds.has(l.ingredient.id))
    .filter((l) => l.ingredient.category !== 'eggs' || kind === 'omelette')
    .sort(heaviestFirst);
  // Eggs the diet keeps are the dish's protein still (a vegetarian eggs Benedict): no chickpeas.
  const eggsStay = draft.lines.some((l) => l.ingredient.category === 'eggs');
  if (wanted.length === 0 && removedAnimal.length > 0 && replaceable.length === 0 && !eggsStay) {
    wanted.push(plantProtein(kind, [...removedAnimal].sort(heaviestFirst)[0]));
    draft.notes.push(
      `Chef Roastie used ${wanted[0]!.name} in place of the ${removedAnimal[0]!.name} to keep it ${intent.diet}.`,
    );
  }
  const target = [...removedAnimal].sort(heaviestFirst)[0] ?? replaceable[0];
  const first = wanted.shift();
  const sameKind = target && first && target.ingredient.category === first.category;
  if (target && first && (sameKind || removedAnimal.includes(target))) {
    // Same kind of food (beans for beans, meat for meat), or lentils for mince the diet ruled
    // out: the steps still read right renamed.
    const next = lineInstead(target, first, kind, servings, 'mentioned');
    // The seed cooks its raw fish or meat; one bought ready to eat needs only warming through.
    if (READY_TO_EAT.test(first.id) && !READY_TO_EAT.test(target.ingredient.id)) {
      draft.notes.push(
        `The ${first.name} comes ready to eat: where the steps cook it, just warm it through or add it as it is.`,
      );
    }
    if (draft.lines.includes(target)) swapLine(draft, target, next);
    else {
      draft.lines.push(next);
      draft.steps = renameInSteps(draft.steps, target, next.name);
    }
  } else if (first) {
    // Another kind (chicken on a chickpea salad): the old one goes, the new one gets its own step.
    if (target) remove(draft, target);
    wanted.unshift(first);
  }
  // The meat or fish the diet took out and nothing took the place of leaves the steps too.
  const renamed = first && target && (sameKind || removedAnimal.includes(target)) ? target : null;
  for (const gone of removedAnimal) {
    if (gone !== renamed) draft.steps = removeFromSteps(draft.steps, gone, draft.lines);
  }
  // Meat or fish the cook did not ask for clashes with the one they did: it goes.
  if (first && (first.category === 'meat' || first.category === 'fish-seafood')) {
    for (const line of replaceable) if (line !== target && isAnimal(line)) remove(draft, line);
  }
  draft.toAdd.push(...wanted);
}

/**
 * Whether the draft has this food, or its uncooked form: the seed's dried rice noodles are the
 * rice noodles "pho" names, weighed in the state the seed cooks them from. A food picked for a
 * word naming a kind of food is there when the seed has its own cut of it: "fried chicken" keeps
 * the seed's thighs.
 */
function holds(draft: Draft, entry: CatalogueIngredient, intent: Intent): boolean {
  const uncooked = uncookedFormOf(entry, CATALOGUE)?.id;
  const sameCut = (l: KitchenLine) =>
    intent.loose.has(entry.id) &&
    l.ingredient.category === entry.category &&
    speciesOf(l.ingredient) === speciesOf(entry);
  return draft.lines.some(
    (l) => l.ingredient.id === entry.id || l.ingredient.id === uncooked || sameCut(l),
  );
}

/**
 * The fruit a seed is named for gives way to the fruit the cook named: a rhubarb crumble from the
 * Apple and Blackberry Crumble is all rhubarb, as much of it as there was of both.
 */
function placeFruit(draft: Draft, template: SeedTemplate, intent: Intent): void {
  const named = intent.mentioned.filter(
    (m) => m.category === 'fruit' && !intent.implied.has(m.id) && !holds(draft, m, intent),
  );
  const mentionedIds = new Set(intent.mentioned.map((m) => m.id));
  const own = draft.lines.filter(
    (l) =>
      l.ingredient.category === 'fruit' &&
      template.headFoods.has(l.ingredient.id) &&
      !mentionedIds.has(l.ingredient.id),
  );
  const [first, ...rest] = own;
  const wanted = named[0];
  if (!first || !wanted) return;
  const grams = own.reduce((sum, line) => sum + gramsOf(line), 0);
  const next = lineInstead(first, wanted, draft.kind, draft.servings, 'mentioned');
  swapLine(draft, first, { ...next, amount: roundAmount(grams, 'g', wanted), unit: 'g' });
  for (const line of rest) remove(draft, line);
}

function placeBases(draft: Draft, intent: Intent): void {
  const { kind, servings } = draft;
  const batterKind = kind === 'pancakes' || kind === 'cake' || kind === 'cookies';
  const family = (entry: CatalogueIngredient) =>
    isFlour(entry) || (batterKind && entry.id.startsWith('oats-')) ? 'batter' : 'plate';
  const mentionedIds = new Set(intent.mentioned.map((m) => m.id));
  const missing = intent.mentioned.filter((m) => roleOf(m) === 'base' && !holds(draft, m, intent));
  for (const wanted of missing) {
    const target = draft.lines
      .filter((l) => l.role === 'base' && l.origin === 'seed' && !mentionedIds.has(l.ingredient.id))
      .filter((l) => family(l.ingredient) === family(wanted))
      .sort(heaviestFirst)[0];
    if (!target) {
      draft.toAdd.push(wanted);
      continue;
    }
    swapLine(draft, target, lineInstead(target, wanted, kind, servings, 'mentioned'));
    if (isFlour(target.ingredient) && !isFlour(wanted)) {
      draft.steps.unshift(`Blitz the ${wanted.name} to a coarse flour in a blender.`);
    }
  }
}

export function adaptSeed(template: SeedTemplate, request: Intent, servings: number): Draft {
  const { seed } = template;
  const intent = seedIntent(template, request);
  const kind = intent.kind ?? template.kind;
  const factor = servings / seed.servings;
  const draft: Draft = {
    kind,
    servings,
    lines: template.lines.map((l) => ({ ...l, ...scaleAmount(l, factor, l.ingredient) })),
    steps: seed.instructions.map((s) => s.description),
    notes: [],
    toAdd: [],
  };
  const mentionedIds = new Set(intent.mentioned.map((m) => m.id));
  const excludedIds = new Set(intent.excluded.map((m) => m.id));

  const removedAnimal: KitchenLine[] = [];
  const dropped: string[] = [];
  for (const line of [...draft.lines]) {
    if (excludedIds.has(line.ingredient.id)) {
      remove(draft, line);
      continue;
    }
    if (mentionedIds.has(line.ingredient.id)) continue;
    const verdict = constraintVerdict(line.ingredient, intent.constraints, kind);
    if (verdict.keep) continue;
    // An egg takes the dish's stand-in (tofu for a fried egg, a flax egg in a batter).
    if (line.ingredient.category === 'eggs') {
      const standIn = onlyGlazes(draft.steps) ? null : eggStandIn(kind, line.ingredient);
      if (!standIn) remove(draft, line);
      else {
        const next = lineInstead(line, food(standIn), kind, servings, 'swap');
        swapLine(draft, line, next);
        if (standIn === 'flaxseed') draft.steps.unshift(soakFlaxStep([next.name]));
      }
      continue;
    }
    if (verdict.replacement) {
      swapLine(draft, line, lineInstead(line, verdict.replacement, kind, servings, 'swap'));
    } else if (isAnimal(line)) {
      draft.lines = draft.lines.filter((l) => l !== line);
      removedAnimal.push(line);
    } else {
      remove(draft, line);
      dropped.push(line.name);
    }
  }
  if (dropped.length > 0)
    draft.notes.push(
      `Left out to keep it ${intent.constraints.join(' and ')}: ${dropped.join(', ')}.`,
    );

  placeFruit(draft, template, intent);
  placeProteins(draft, intent, removedAnimal);
  placeBases(draft, intent);
  const missing = intent.mentioned.filter((entry) => !holds(draft, entry, intent));
  for (const entry of missing) if (!draft.toAdd.includes(entry)) draft.toAdd.push(entry);
  const added = draft.toAdd.map((entry): KitchenLine => ({
    ingredient: entry,
    name: entry.name,
    role: roleOf(entry),
    origin: 'mentioned',
    ...portionFor(entry, roleOf(entry), kind, servings * (intent.shares.get(entry.id) ?? 1)),
  }));
  draft.lines.push(...added);
  draft.steps = placeSteps(draft.steps, stepsForAdded(added, kind));
  // A starch the dish word only implied (katsu curry's rice) is no wish of the cook's.
  const saidIds = new Set([...mentionedIds].filter((id) => !intent.implied.has(id)));
  leaveOutStarch(draft, template.kind, intent, saidIds);
  if (intent.lowGi) applyLowGi(draft, mentionedIds, intent.constraints);
  draft.lines = mergeDuplicates(draft.lines);
  return draft;
}
