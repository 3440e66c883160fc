import { describe, expect, it } from 'vitest';
import { toKitchenFraction } from './kitchen-fraction.ts';
import { roundGramsOrMillilitres, formatKilosOrLitres } from './round-kitchen-amount.ts';
import { scaleIngredientAmount, servingsFactor } from './scale-ingredient-amount.ts';
import { ingredientsInStep } from './step-ingredients.ts';

const shown = (amount: number, unit: string, factor: number) => {
  const { text, unit: shownUnit } = scaleIngredientAmount(amount, unit, factor);
  return `${text} ${shownUnit}`.trim();
};

describe('toKitchenFraction', () => {
  it.each([
    [0.25, '¼'],
    [0.5, '½'],
    [1 / 3, '⅓'],
    [0.3, '⅓'],
    [0.7, '⅔'],
    [0.74, '¾'],
    [0.1, '⅛'],
    [0.01, '⅛'],
    [1, '1'],
    [1.5, '1½'],
    [1.49, '1½'],
    [2.32, '2⅓'],
    [2.97, '3'],
    [2.1, '2'],
    [12.4, '12'],
    [10.6, '11'],
  ])('%s reads %s', (amount, text) => {
    expect(toKitchenFraction(amount).text).toBe(text);
  });

  it('keeps the value it shows', () => {
    expect(toKitchenFraction(1.49).value).toBe(1.5);
    expect(toKitchenFraction(2.97).value).toBe(3);
    expect(toKitchenFraction(0).text).toBe('0');
  });
});

describe('kitchen rounding of weights and volumes', () => {
  it.each([
    [7.2, 7],
    [0.2, 1],
    [123.4, 125],
    [187.5, 190],
    [333.3, 335],
    [666.6, 670],
    [1234, 1225],
  ])('%s rounds to %s', (amount, rounded) => {
    expect(roundGramsOrMillilitres(amount)).toBe(rounded);
  });

  it('shows kilos and litres to 0.05', () => {
    expect(formatKilosOrLitres(1.234)).toBe('1.25');
    expect(formatKilosOrLitres(2.01)).toBe('2');
  });
});

describe('scaleIngredientAmount', () => {
  it('scales by the servings chosen', () => {
    expect(servingsFactor(4, 6)).toBe(1.5);
    expect(servingsFactor(0, 6)).toBe(1);
    expect(shown(600, 'g', servingsFactor(4, 6))).toBe('900 g');
    expect(shown(125, 'g', servingsFactor(4, 3))).toBe('95 g');
  });

  it('shows spoons and cups in fractions with the right plural', () => {
    expect(shown(1, 'cup', 1.5)).toBe('1½ cups');
    expect(shown(1, 'cups', 0.5)).toBe('½ cup');
    expect(shown(1, 'tablespoon', 2)).toBe('2 tablespoons');
    expect(shown(1, 'teaspoon', 0.25)).toBe('¼ teaspoon');
    expect(shown(2, 'piece', 0.25)).toBe('½ piece');
    expect(shown(3, 'clove', 2)).toBe('6 cloves');
  });

  it('moves to the spoon or cup a cook would use', () => {
    expect(shown(1, 'tablespoon', 0.5)).toBe('1½ teaspoons');
    expect(shown(1, 'cup', 0.125)).toBe('2 tablespoons');
    expect(shown(4, 'tablespoons', 3)).toBe('¾ cup');
    expect(shown(3, 'tsp', 2)).toBe('2 tablespoons');
  });

  it('shows less than a kilo or litre in grams or millilitres', () => {
    expect(shown(1, 'kg', 0.5)).toBe('500 g');
    expect(shown(1, 'l', 0.33)).toBe('330 ml');
    expect(shown(1, 'kg', 1.25)).toBe('1.25 kg');
  });

  it('keeps the author’s amounts at the recipe’s own servings', () => {
    expect(shown(123, 'g', 1)).toBe('123 g');
    expect(shown(0.33, 'cup', 1)).toBe('⅓ cup');
    expect(shown(0.4, 'cup', 1)).toBe('0.4 cup');
    expect(shown(2, 'pieces', 1)).toBe('2 pieces');
    expect(shown(1, 'pieces', 1)).toBe('1 piece');
  });

  it('keeps units it does not know as written', () => {
    expect(shown(1, 'handful', 2)).toBe('2 handful');
    expect(shown(3, '', 0.5)).toBe('1½');
  });
});

describe('ingredientsInStep', () => {
  const names = ['red lentils', 'onion', 'olive oil', 'carrots', 'lemon juice'];
  it('finds foods by their name or their head noun, singular or plural', () => {
    expect(ingredientsInStep('Soften the onions in the oil', names)).toEqual([1, 2]);
    expect(ingredientsInStep('Add the lentil and the carrot; simmer 20 minutes', names)).toEqual([
      0, 3,
    ]);
    expect(ingredientsInStep('Finish with lemon juice.', names)).toEqual([4]);
  });
  it('finds nothing in a step that names no food', () => {
    expect(ingredientsInStep('Serve at once', names)).toEqual([]);
  });
});
