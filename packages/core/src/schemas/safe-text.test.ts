import { describe, expect, it } from 'vitest';
import { recipeSavePayloadSchema, searchRequestSchema } from './recipes.ts';
import { shoppingListPutSchema } from './shopping.ts';
import { findUnsafeText, isSafeText, safeText, UNSAFE_TEXT_MESSAGE } from './safe-text.ts';

describe('safe text', () => {
  it('takes any real text, emoji included', () => {
    for (const text of ['', 'Pâte à choux', '🍕 pizza', '辣椒', 'a\tb\nc']) {
      expect(isSafeText(text)).toBe(true);
    }
  });

  it('refuses NUL and either half of a surrogate pair on its own', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\udc00', '🍕'.slice(0, 1), '🍕'.slice(1)]) {
      expect(isSafeText(text)).toBe(false);
    }
  });

  it('chains like z.string() and names the problem', () => {
    const name = safeText().trim().min(1).max(5);
    expect(name.parse('  ok ')).toBe('ok');
    const result = name.safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it('is what the API schemas use for their text fields', () => {
    expect(searchRequestSchema.safeParse({ query: 'a\ud800' }).success).toBe(false);
    const recipe = recipeSavePayloadSchema.safeParse({
      name: 'Soup',
      type: 'Lunch',
      description: 'Warm',
      instructions: [{ description: 'Stir\u0000' }],
      ingredients: [{ name: 'lentils', amount: 1, unit: 'g' }],
    });
    expect(recipe.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'instructions.0.description',
    ]);
    const list = shoppingListPutSchema.safeParse({
      items: [{ id: 'i\u0000', name: 'flour', amount: '1', unit: 'kg', checked: false }],
      recipes: [],
      baseVersion: 0,
    });
    expect(list.error?.issues[0]?.path).toEqual(['items', 0, 'id']);
  });

  it('finds the path of the first unsafe string or key in a request', () => {
    expect(findUnsafeText({ a: ['fine', { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(findUnsafeText({ ['k\u0000']: 1 })).toBe('k?');
    expect(findUnsafeText('\ud800')).toBe('body');
    expect(findUnsafeText({ a: [1, true, null, 'ok'] })).toBeNull();
  });
});
