import { describe, expect, it } from 'vitest';
import { sameShoppingName, shoppingNameKey } from './name-key.ts';

describe('same name for merging: case and plural insensitive', () => {
  it.each([
    ['Tomatoes', 'tomato'],
    ['TOMATO', 'tomatoes'],
    ['berries', 'Berry'],
    ['cherries', 'cherry'],
    ['cookies', 'cookie'],
    ['anchovies', 'anchovy'],
    ['bay leaves', 'bay leaf'],
    ['loaves', 'loaf'],
    ['olives', 'olive'],
    ['garlic cloves', 'garlic clove'],
    ['peaches', 'peach'],
    ['boxes', 'box'],
    ['cheeses', 'cheese'],
    ['sauces', 'sauce'],
    ['eggs', 'egg'],
    ['peas', 'pea'],
    ['pies', 'pie'],
    ['kiwis', 'kiwi'],
    ['mangoes', 'mangos'],
    ['green beans', 'Green Bean'],
    ['jalapeños', 'jalapeno'],
    ['  red   onion ', 'red onion'],
    ['glasses', 'glass'],
    ['Crème Fraîche', 'creme fraiche'],
    ['牛乳', ' 牛乳 '],
    ['lotuses', 'lotus'],
  ])('%s = %s', (a, b) => {
    expect(sameShoppingName(a, b)).toBe(true);
  });

  it.each([
    ['flour', 'rice flour'],
    ['asparagus', 'asparagu'],
    ['rice', 'mice'],
    ['pea', 'peach'],
    ['oil', 'olive oil'],
    ['牛乳', 'パン'],
    ['молоко', 'хлеб'],
    ['パン', 'バン'],
    ['दाल', 'दलिया'],
  ])('%s != %s', (a, b) => {
    expect(sameShoppingName(a, b)).toBe(false);
  });

  it('keeps words ending in ss, us or ous whole', () => {
    expect(shoppingNameKey('Swiss chard')).toBe('swiss chard');
    expect(shoppingNameKey('hummus')).toBe('hummus');
    expect(shoppingNameKey('couscous')).toBe('couscous');
  });
});
