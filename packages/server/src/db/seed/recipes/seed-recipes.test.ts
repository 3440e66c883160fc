// Invariants of Chef Roastie's seed library. Each check collects every offender and prints
// "<slug>: <what is wrong>", so a failing run names the recipe and line to fix.
import {
  CATALOGUE,
  computeRecipeGlycemic,
  DIETS as SEED_RECIPE_DIETS,
  fitsDiet,
  matchIngredientName,
  RECIPE_TYPES as SEED_RECIPE_TYPES,
} from '@roastie/core';
import { describe, expect, it } from 'vitest';
import { readSeedRecipeFile, SEED_RECIPES, SEED_RECIPE_UNITS, type SeedRecipe } from './index.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Runs `problems` on every recipe; returns "slug: problem" for each problem found. */
function offenders(problems: (recipe: SeedRecipe) => string[]): string[] {
  return SEED_RECIPES.flatMap((recipe) => problems(recipe).map((p) => `${recipe.slug}: ${p}`));
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

const glycemic = new Map(
  SEED_RECIPES.map((recipe) => [
    recipe.slug,
    computeRecipeGlycemic({ lines: recipe.ingredients, servings: recipe.servings }, CATALOGUE),
  ]),
);

describe('seed recipe library: shape', () => {
  it('has at least 84 recipes, at least 20 of each type', () => {
    expect(SEED_RECIPES.length).toBeGreaterThanOrEqual(84);
    const byType = countBy(SEED_RECIPES, (r) => r.type);
    for (const type of SEED_RECIPE_TYPES) expect(byType[type] ?? 0).toBeGreaterThanOrEqual(20);
    expect(offenders((r) => (SEED_RECIPE_TYPES.includes(r.type) ? [] : [r.type]))).toEqual([]);
  });

  it('has unique kebab-case slugs and unique names', () => {
    const slugs = SEED_RECIPES.map((r) => r.slug);
    expect(slugs.filter((s) => !SLUG.test(s))).toEqual([]);
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
    const names = SEED_RECIPES.map((r) => r.name.trim().toLowerCase());
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('has realistic servings (1 to 12) and cook times (5 to 300 minutes)', () => {
    const problems = offenders((r) => [
      ...(Number.isInteger(r.servings) && r.servings >= 1 && r.servings <= 12
        ? []
        : [`servings ${r.servings}`]),
      ...(Number.isInteger(r.cookTime) && r.cookTime >= 5 && r.cookTime <= 300
        ? []
        : [`cookTime ${r.cookTime}`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('has a name, a description of one or two sentences and a cuisine', () => {
    const problems = offenders((r) => [
      ...(r.name.trim() === r.name && r.name.length > 0 ? [] : ['name']),
      ...(r.cuisine.trim().length > 0 ? [] : ['cuisine']),
      ...(r.description.length >= 40 && r.description.length <= 320
        ? []
        : [`description of ${r.description.length} characters`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('gives every ingredient a plain name, an amount above zero and an allowed unit', () => {
    const units: readonly string[] = SEED_RECIPE_UNITS;
    const problems = offenders((r) => [
      ...(r.ingredients.length >= 2 ? [] : ['fewer than 2 ingredients']),
      ...r.ingredients.flatMap((line) => [
        ...(line.name === line.name.trim().toLowerCase() && line.name !== ''
          ? []
          : [`name "${line.name}" is not plain lower case`]),
        ...(Number.isFinite(line.amount) && line.amount > 0
          ? []
          : [`${line.name}: amount ${line.amount}`]),
        ...(units.includes(line.unit) ? [] : [`${line.name}: unit "${line.unit}"`]),
      ]),
    ]);
    expect(problems).toEqual([]);
  });

  it('has 4 to 10 non-empty steps per recipe', () => {
    const problems = offenders((r) => [
      ...(r.instructions.length >= 4 && r.instructions.length <= 10
        ? []
        : [`${r.instructions.length} steps`]),
      ...r.instructions.flatMap((step, i) =>
        step.description.trim().length >= 10 ? [] : [`step ${i + 1} is empty`],
      ),
    ]);
    expect(problems).toEqual([]);
  });

  it('spans at least 12 cuisines', () => {
    const cuisines = new Set(SEED_RECIPES.map((r) => r.cuisine));
    expect(cuisines.size).toBeGreaterThanOrEqual(12);
  });

  it('has vegetarian and vegan options in every type, with tags that agree with the diet', () => {
    for (const type of SEED_RECIPE_TYPES) {
      const ofType = SEED_RECIPES.filter((r) => r.type === type);
      expect(ofType.filter((r) => r.diet === 'vegan').length, type).toBeGreaterThanOrEqual(2);
      expect(ofType.filter((r) => r.diet === 'vegetarian').length, type).toBeGreaterThanOrEqual(2);
    }
    const dietTags: readonly string[] = SEED_RECIPE_DIETS.filter((d) => d !== 'omnivore');
    const problems = offenders((r) => [
      ...(SEED_RECIPE_DIETS.includes(r.diet) ? [] : [`diet ${r.diet}`]),
      ...(r.tags ?? [])
        .filter((tag) => dietTags.includes(tag) && tag !== r.diet)
        .map((tag) => `tag "${tag}" but diet ${r.diet}`),
      ...(r.diet !== 'omnivore' && !(r.tags ?? []).includes(r.diet) ? [`no "${r.diet}" tag`] : []),
    ]);
    expect(problems).toEqual([]);
  });
});

describe('seed recipe library: against the ingredient catalogue', () => {
  it('names every ingredient exactly as a catalogue name or alias', () => {
    const unmatched = offenders((r) =>
      r.ingredients.flatMap((line) => {
        const match = matchIngredientName(line.name, CATALOGUE);
        if (!match) return [`"${line.name}" matches no catalogue entry`];
        if (match.how !== 'exact') {
          return [`"${line.name}" only partly matches "${match.ingredient.name}"`];
        }
        return [];
      }),
    );
    expect(unmatched).toEqual([]);
  });

  it('lists each catalogue entry at most once per recipe', () => {
    const problems = offenders((r) => {
      const ids = r.ingredients.map(
        (line) => matchIngredientName(line.name, CATALOGUE)?.ingredient.id,
      );
      return ids.flatMap((id, i) => (id && ids.indexOf(id) !== i ? [`${id} listed twice`] : []));
    });
    expect(problems).toEqual([]);
  });

  it('gives every line an amount the engine can weigh', () => {
    const problems = offenders((r) =>
      (glycemic.get(r.slug)?.unmatched ?? []).map((u) => `${u.line.name}: ${u.reason}`),
    );
    expect(problems).toEqual([]);
  });

  it('keeps every diet: no meat for pescatarians, no fish for vegetarians, nothing animal for vegans', () => {
    const problems = offenders((r) =>
      r.ingredients.flatMap((line) => {
        const entry = matchIngredientName(line.name, CATALOGUE)?.ingredient;
        if (!entry) return [];
        // The one diet table: core's food knowledge (food-knowledge/food-knowledge.json).
        return fitsDiet(entry, r.diet) ? [] : [`${line.name} is not ${r.diet}`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('has carbohydrate coverage of at least 0.9 in every recipe', () => {
    const problems = offenders((r) => {
      const coverage = glycemic.get(r.slug)?.carbCoverage ?? 0;
      return coverage >= 0.9 ? [] : [`carb coverage ${coverage.toFixed(3)}`];
    });
    expect(problems).toEqual([]);
  });

  // High needs a raw meal GI of about 76 once calibrated (core glycemic/calibration.ts): measured
  // mixed dishes rarely reach it, so the library holds fewer High recipes than single foods would.
  it('spreads the glycemic index: at least 15 Low, 10 Medium and 4 High recipes', () => {
    const bands = countBy(SEED_RECIPES, (r) => glycemic.get(r.slug)?.glycemicIndexBand ?? 'none');
    expect(bands['none'] ?? 0).toBe(0);
    expect(bands['Low'] ?? 0).toBeGreaterThanOrEqual(15);
    expect(bands['Medium'] ?? 0).toBeGreaterThanOrEqual(10);
    expect(bands['High'] ?? 0).toBeGreaterThanOrEqual(4);
  });
});

describe('seed recipe data files', () => {
  it('refuses a file with a bad value, naming the file, the recipe and the field', () => {
    const good = SEED_RECIPES.find((recipe) => recipe.type === 'Lunch');
    expect(() => readSeedRecipeFile('Lunch', [{ ...good, servings: 'four' }])).toThrow(
      /data\/lunch\.json are invalid at \[0\.servings\]/,
    );
  });

  it('refuses a recipe filed under another type', () => {
    const dessert = SEED_RECIPES.find((recipe) => recipe.type === 'Dessert');
    expect(() => readSeedRecipeFile('Lunch', [dessert])).toThrow(/hold .*, a Dessert/);
  });
});
