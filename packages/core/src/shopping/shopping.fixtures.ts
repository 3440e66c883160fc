// Test-only: a tiny catalogue and an id generator for the shopping tests. Household weights are
// USDA FoodData Central (SR Legacy) figures, rounded; the rest of each entry is not used here.
import { makeEntry } from '../../test/fixtures/make-entry.ts';
import { OIL } from '../../test/fixtures/tiny-catalogue.ts';
import { addItem } from './add-item.ts';
import { displayLine } from './display-line.ts';
import {
  EMPTY_SHOPPING_LIST,
  type NewId,
  type ShoppingItemInput,
  type ShoppingList,
} from './types.ts';

export const HONEY = makeEntry({
  id: 'test-honey',
  name: 'honey',
  category: 'sugars-sweeteners',
  macros: [304, 0.3, 0, 82, 0.2, 82],
  gi: [58, 'ITGI-2008', 'Honey', 'measured'],
  household: { cup: 339, tbsp: 21 },
});

export const FLOUR = makeEntry({
  id: 'test-flour',
  name: 'flour',
  category: 'grains-flours',
  macros: [364, 10, 1, 73, 2.7, 0.3],
  gi: [70, 'ITGI-2008', 'Wheat flour', 'analogy'],
  household: { cup: 125 },
});

/** Weighed by the piece only: no density, so its mass and volume stay separate lines. */
export const TOMATO = makeEntry({
  id: 'test-tomato',
  name: 'tomato',
  category: 'vegetables',
  macros: [18, 0.9, 0.2, 2.7, 1.2, 2.6],
  gi: null,
  household: { piece: 123 },
});

export { OIL };

export const SHOPPING_CATALOGUE = [HONEY, FLOUR, OIL, TOMATO] as const;

/** Ids item-1, item-2, ... from a fresh counter. */
export function sequentialIds(prefix = 'item'): NewId {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}-${next}`;
  };
}

/** Freezes a value and everything in it, so a test fails if an operation mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** The list after typing each input in turn (throws on a refusal). */
export function build(inputs: ShoppingItemInput[], newId = sequentialIds()): ShoppingList {
  return inputs.reduce<ShoppingList>((list, input) => {
    const outcome = addItem(list, input, SHOPPING_CATALOGUE, newId);
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.list;
  }, EMPTY_SHOPPING_LIST);
}

/** Display lines, "[x] " before ticked ones. */
export const lines = (list: ShoppingList) =>
  list.items.map((item) => `${item.checked ? '[x] ' : ''}${displayLine(item)}`);
