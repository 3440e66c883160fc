import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue.ts';
import { resolveRecipeLines } from '../glycemic/resolve-recipe-lines.ts';
import { parseIngredientLines } from '../matching/parse-ingredient-lines.ts';
import { editorAmountOf } from './editor-amount-of.ts';
import { editorNameOf } from './editor-name-of.ts';

const nameOf = (line: string) => editorNameOf(parseIngredientLines([line])[0]!);

/** Lines pasted, saved as the editor's rows, and read by the engine: each row's food and grams. */
const readAsRows = (lines: string[]) =>
  resolveRecipeLines(
    parseIngredientLines(lines).map((parsed) => {
      const { amount, unit } = editorAmountOf(parsed);
      return { name: editorNameOf(parsed), amount: amount ?? 0, unit };
    }),
    CATALOGUE,
  ).resolved;
const foodsOf = (lines: string[]) => readAsRows(lines).map((line) => line.ingredient.id);

describe('editorNameOf', () => {
  it('drops the preparation but keeps a word saying the food is cooked', () => {
    expect(nameOf('200 g spaghetti (cooked)')).toBe('cooked spaghetti');
    expect(nameOf('1 cup basmati rice, cooked')).toBe('cooked basmati rice');
    expect(nameOf('200 g cooked spaghetti')).toBe('cooked spaghetti');
    expect(nameOf('2 cups cooked rice')).toBe('cooked rice');
    expect(nameOf('1 onion, finely chopped')).toBe('onion');
    expect(nameOf('400 g penne')).toBe('penne');
  });

  it('keeps rice cooked beside the water of the rest of the recipe, as the line said', () => {
    expect(foodsOf(['2 cups basmati rice, cooked', '3 cups water'])[0]).toBe('rice-basmati-boiled');
    expect(foodsOf(['1 cup basmati rice', '2 cups water'])[0]).toBe('rice-basmati-dry');
  });

  it('keeps a word saying the food goes in uncooked, and reads it uncooked without any water', () => {
    expect(nameOf('1 cup quinoa, uncooked')).toBe('uncooked quinoa');
    expect(nameOf('2 cups brown rice (uncooked)')).toBe('uncooked brown rice');
    expect(nameOf('1 cup rice, raw')).toBe('raw rice');
    expect(nameOf('200 g dried red lentils')).toBe('dried red lentils');
    // The word only counts on its own, first: not a step or another choice.
    expect(nameOf('1 bunch escarole, washed, dried, and shredded')).toBe('escarole');
    expect(nameOf('2 tbsp fresh basil, or 2 tsp dried')).toBe('fresh basil');
    expect(nameOf('1 duck, rinsed and patted dry')).toBe('duck');
    expect(
      foodsOf([
        '1 cup quinoa, uncooked',
        '1 cup dried red lentils',
        '1 cup dried chickpeas',
        '1 cup rice, raw',
      ]),
    ).toEqual(['quinoa-dry', 'lentils-dry', 'chickpeas-dry', 'rice-white-long-grain-dry']);
  });

  it('keeps the size of a counted food, which the engine weighs it by', () => {
    expect(nameOf('2 large potatoes')).toBe('large potatoes');
    expect(nameOf('1 sm onion, diced')).toBe('small onion');
    expect(nameOf('2 medium potatoes')).toBe('potatoes');
    // A size beside a measure is not the piece's.
    expect(nameOf('1 large can chopped tomatoes')).toBe('canned chopped tomatoes');
    const [large, small, plain] = readAsRows(['1 large potato', '1 small onion', '1 potato']);
    expect(large!.grams).toBeGreaterThan(plain!.grams);
    expect(small!.grams).toBeLessThan(readAsRows(['1 onion'])[0]!.grams);
  });

  it('weighs a count by the size printed for each, and a spoon or cup with what it adds', () => {
    const amountOf = (line: string) => editorAmountOf(parseIngredientLines([line])[0]!);
    expect(amountOf('1 bag (10 oz) baby spinach')).toEqual({ amount: 283, unit: 'g' });
    expect(amountOf('1 3½- to 4-pound chicken')).toEqual({ amount: 1.7, unit: 'kg' });
    expect(amountOf('2 large eggs')).toEqual({ amount: 2, unit: 'pieces' });
    expect(amountOf('¾ cup plus 2 tbsp sugar')).toEqual({ amount: 0.88, unit: 'cup' });
    expect(amountOf('1 cup minus 2 tbsp water')).toEqual({ amount: 0.87, unit: 'cup' });
    expect(amountOf('½ plus 1/8 teaspoon baking soda')).toEqual({ amount: 0.63, unit: 'teaspoon' });
    // The engine reads the saved row as the parser weighed the line.
    const [spinach] = readAsRows(['1 bag (10 oz) baby spinach']);
    expect(Math.round(spinach!.grams)).toBe(283);
  });

  it('names the canned food of a line in cans, weighed drained where the food is', () => {
    const [lentils, tomatoes, beans] = parseIngredientLines([
      '400g can lentils, drained',
      '400g tin chopped tomatoes',
      '1 (15-ounce) can black beans, rinsed',
    ]);
    expect(editorNameOf(lentils!)).toBe('canned lentils');
    expect(editorAmountOf(lentils!)).toEqual({ amount: 240, unit: 'g' });
    expect(editorNameOf(tomatoes!)).toBe('canned chopped tomatoes');
    expect(editorAmountOf(tomatoes!)).toEqual({ amount: 400, unit: 'g' });
    expect(editorNameOf(beans!)).toBe('canned black beans');
    expect(
      readAsRows(['400g can lentils, drained', '1 (15-ounce) can black beans, rinsed']).map(
        (line) => [line.ingredient.id, Math.round(line.grams)],
      ),
    ).toEqual([
      ['lentils-canned', 240],
      ['black-beans-boiled', 255],
    ]);
  });
});
