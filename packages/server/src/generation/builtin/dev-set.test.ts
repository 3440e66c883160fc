// Runs the dev set (dev-set.ts) through the built-in chef and checks each draft: the foods that
// must and must not be there, the constraints kept line by line (core's food knowledge), the meal,
// the servings, a title that is the dish's name and never the request's words, sensible amounts,
// and a lower GL than the same dish without the low-GI wish.
import {
  amountToGrams,
  CATALOGUE,
  catalogueById,
  matchIngredientName,
  meetsConstraint,
  type CatalogueIngredient,
} from '@roastie/core';
import { describe, expect, it } from 'vitest';
import { finishDraft } from '../finish-draft.ts';
import { cookFromDescription } from './builtin-chef.ts';
import { DEV_SET, type DevCase } from './dev-set.ts';

const REQUEST_WORDS =
  /\b(please|i want|i'd like|low[- ]?gi|diabetic|for (breakfast|lunch|dinner|dessert|two|\d+)|my|mum'?s|quick|can you|make me|no coconut|something)\b/i;

function entryOf(name: string): CatalogueIngredient {
  const entry = matchIngredientName(name, CATALOGUE)?.ingredient;
  if (!entry) throw new Error(`"${name}" is not in the catalogue`);
  return entry;
}

function matches(entries: readonly CatalogueIngredient[], wanted: string): boolean {
  return wanted.split('|').some((option) => {
    if (option.startsWith('category:')) {
      return entries.some((e) => e.category === option.slice('category:'.length));
    }
    if (!catalogueById(option)) throw new Error(`dev set names "${option}", not a catalogue id`);
    return entries.some((e) => e.id === option);
  });
}

const cook = (request: string) =>
  finishDraft(cookFromDescription(request, true), { source: 'builtin', imageUrl: null });

describe('the built-in chef on its dev set', () => {
  it('has at least 60 requests', () => {
    expect(DEV_SET.length).toBeGreaterThanOrEqual(60);
  });

  it.each(DEV_SET.map((c) => [c.request, c] as const))('cooks "%s"', (_, c: DevCase) => {
    const draft = cook(c.request);
    const entries = draft.ingredients.map((line) => entryOf(line.name));
    const listed = draft.ingredients.map((l) => `${l.amount} ${l.unit} ${l.name}`).join(', ');

    for (const wanted of c.must ?? [])
      expect(matches(entries, wanted), `${wanted} in ${listed}`).toBe(true);
    for (const unwanted of c.mustNot ?? []) {
      expect(matches(entries, unwanted), `${unwanted} not in ${listed}`).toBe(false);
    }
    for (const constraint of c.keeps ?? []) {
      const breaking = entries.filter((e) => !meetsConstraint(e, constraint)).map((e) => e.name);
      expect(breaking, `${constraint}: ${listed}`).toEqual([]);
    }
    if (c.type) expect(draft.type).toBe(c.type);
    if (c.servings) expect(draft.servings).toBe(c.servings);
    if (c.maxMinutes) expect(draft.cookTime).toBeLessThanOrEqual(c.maxMinutes);
    if (c.title) expect(draft.name).toMatch(c.title);
    expect(draft.name).not.toMatch(REQUEST_WORDS);
    expect(draft.instructions.length).toBeGreaterThanOrEqual(3);
    expect(draft.giSource).toBe('computed');

    // Sensible amounts: no food above 450 g a serving; a plate (or a slice, or a sweet bake's bar or
    // biscuit) between 60 g (30 g) and 1.5 kg.
    let plate = 0;
    for (const [i, line] of draft.ingredients.entries()) {
      const grams = amountToGrams(line.amount, line.unit, entries[i]!);
      if (!grams.ok) throw new Error(`${line.amount} ${line.unit} ${line.name}: ${grams.reason}`);
      const perServing = grams.grams / draft.servings;
      expect(perServing, `${line.amount} ${line.unit} ${line.name}`).toBeLessThanOrEqual(450);
      plate += perServing;
    }
    expect(plate).toBeGreaterThan(draft.type === 'Dessert' ? 30 : 60);
    expect(plate).toBeLessThan(1500);

    if (c.lowerThan) {
      const plain = cook(c.lowerThan);
      expect(draft.glycemicLoad ?? 0).toBeLessThan(plain.glycemicLoad ?? 0);
    }
  });
});
