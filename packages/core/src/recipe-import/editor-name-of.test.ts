import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue.ts';
import { resolveRecipeLines } from '../glycemic/resolve-recipe-lines.ts';
import { parseIngredientLines } from '../matching/parse-ingredient-lines.ts';
import { editorAmountOf } from './editor-amount-of.ts';
import { editorNameOf } from './editor-name-of.ts';

const nameOf = (line: string) => editorNameOf(parseIngredientLines([line])[0]!);

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
    const foodsOf = (lines: string[]) =>
      resolveRecipeLines(
        parseIngredientLines(lines).map((parsed) => {
          const { amount, unit } = editorAmountOf(parsed);
          return { name: editorNameOf(parsed), amount: amount ?? 0, unit };
        }),
        CATALOGUE,
      ).resolved.map((line) => line.ingredient.id);
    expect(foodsOf(['2 cups basmati rice, cooked', '3 cups water'])[0]).toBe('rice-basmati-boiled');
    expect(foodsOf(['1 cup basmati rice', '2 cups water'])[0]).toBe('rice-basmati-dry');
  });
});
