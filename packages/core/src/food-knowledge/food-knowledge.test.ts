import { describe, expect, it } from 'vitest';
import { CATALOGUE, catalogueById } from '../catalogue/catalogue.ts';
import { dietOf } from '../recipes/diet-of.ts';
import {
  alternativeFor,
  allergensOf,
  dietOfFood,
  FOOD_CONSTRAINTS,
  foodKnowledgeIds,
  meetsConstraint,
} from './food-knowledge.ts';

const food = (id: string) => {
  const entry = catalogueById(id);
  if (!entry) throw new Error(`${id} is not in the catalogue`);
  return entry;
};

describe('food knowledge', () => {
  it('names only ids the catalogue has', () => {
    expect(foodKnowledgeIds().filter((id) => !catalogueById(id))).toEqual([]);
  });

  it('knows the diets the issue found disagreeing: kimchi, mayonnaise, pesto', () => {
    expect(dietOfFood(food('kimchi'))).toBe('pescatarian');
    expect(dietOfFood(food('mayonnaise'))).toBe('vegetarian');
    expect(dietOfFood(food('pesto'))).toBe('vegetarian');
    expect(dietOfFood(food('honey'))).toBe('vegetarian');
    expect(dietOfFood(food('broth-chicken'))).toBe('omnivore');
    expect(dietOfFood(food('soy-milk'))).toBe('vegan');
    expect(dietOfFood(food('chicken-breast-raw'))).toBe('omnivore');
  });

  it('never calls a food vegan that its own names say is made of meat or fish (dashi is fish stock)', () => {
    expect(dietOfFood(food('broth-fish'))).toBe('pescatarian');
    expect(allergensOf(food('broth-fish'))).toContain('fish');
    expect(alternativeFor(food('broth-fish'), 'vegan')).toBe('broth-vegetable');
    const ANIMAL = /\b(fish|bonito|anchov\w*|shrimp|prawn|oyster|chicken|beef|pork|lamb|bacon)\b/;
    const named = CATALOGUE.filter((entry) =>
      [entry.name, ...entry.aliases].some((name) => ANIMAL.test(name)),
    );
    expect(named.length).toBeGreaterThan(20);
    // Named for what they taste of or are served with: "oyster plant", "shrimp cocktail sauce".
    const servedWith = new Set(['salsify-raw', 'cocktail-sauce']);
    expect(
      named.filter((entry) => dietOfFood(entry) === 'vegan' && !servedWith.has(entry.id)),
    ).toEqual([]);
  });

  it('gives every dairy food milk, every egg egg, every fish or shellfish its allergen', () => {
    for (const entry of CATALOGUE) {
      const allergens = allergensOf(entry);
      if (entry.category === 'dairy') expect(allergens, entry.id).toContain('milk');
      if (entry.category === 'eggs') expect(allergens, entry.id).toContain('egg');
      if (entry.category === 'fish-seafood') {
        expect(
          allergens.some((a) => a === 'fish' || a === 'crustaceans' || a === 'molluscs'),
          entry.id,
        ).toBe(true);
      }
    }
  });

  it('marks wheat foods as gluten and keeps rice, corn and tamari free of it', () => {
    for (const id of [
      'flour-all-purpose',
      'spaghetti-boiled',
      'bread-white',
      'soy-sauce',
      'couscous',
    ]) {
      expect(meetsConstraint(food(id), 'gluten-free'), id).toBe(false);
    }
    for (const id of [
      'rice-white-long-grain-boiled',
      'tortilla-corn',
      'tamari',
      'noodles-rice-boiled',
    ]) {
      expect(meetsConstraint(food(id), 'gluten-free'), id).toBe(true);
    }
  });

  it('offers alternatives that keep the constraint they are for', () => {
    for (const constraint of FOOD_CONSTRAINTS) {
      for (const entry of CATALOGUE) {
        for (const sweet of [false, true]) {
          const to = alternativeFor(entry, constraint, { sweet });
          if (to === null || to === entry.id) continue;
          expect(
            meetsConstraint(food(to), constraint),
            `${entry.id} -> ${to} (${constraint})`,
          ).toBe(true);
        }
      }
    }
    expect(alternativeFor(food('butter-salted'), 'vegan')).toBe('oil-olive');
    // In a sweet dish butter is creamed or rubbed in: a fat solid as butter is.
    expect(alternativeFor(food('butter-unsalted'), 'vegan', { sweet: true })).toBe('oil-coconut');
    expect(alternativeFor(food('butter-unsalted'), 'dairy-free', { sweet: true })).toBe(
      'oil-coconut',
    );
    expect(alternativeFor(food('milk-whole'), 'vegan', { sweet: true })).toBe('soy-milk');
    expect(alternativeFor(food('broth-chicken'), 'vegan')).toBe('broth-vegetable');
    expect(alternativeFor(food('spaghetti-boiled'), 'gluten-free')).toBe('noodles-rice-boiled');
    expect(alternativeFor(food('cheese-cheddar'), 'vegan')).toBeNull();
  });

  it('is what dietOf uses for a recipe', () => {
    const line = (id: string) => ({ name: food(id).name, ingredient: food(id) });
    expect(dietOf([line('kimchi'), line('rice-white-long-grain-boiled')])).toBe('pescatarian');
    expect(dietOf([line('pesto'), line('spaghetti-boiled')])).toBe('vegetarian');
    expect(dietOf([line('tofu-firm'), line('soy-sauce')])).toBe('vegan');
  });
});
