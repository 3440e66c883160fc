// Bakes that are no sponge, asked for by their own word: each stands for the foods it is made
// of, so the seed library's recipe for it (Golden Syrup Flapjacks, Butter Shortbread, Chocolate
// Fudge, Chocolate Brownies, Scones with Jam and Cream, Apple and Blackberry Crumble, Biscuits
// and Gravy), which must share a food with the request, is found (docs/decisions/0017-built-in-chef.md).
import type { DishPhrase } from './dish-kinds.ts';

const BAKES: readonly (readonly [phrase: string, opening: string, implies: readonly string[]])[] = [
  ['flapjack', 'Flapjacks', ['oats-rolled', 'golden-syrup']],
  ['shortbread', 'Shortbread', ['flour-all-purpose', 'butter-unsalted']],
  ['fudge', 'Fudge', ['milk-condensed-sweetened']],
  ['brownie', 'Brownies', ['chocolate-dark', 'cocoa-powder']],
  ['scone', 'Scones', ['flour-self-raising', 'milk-whole']],
  // Fruit under a rubbed-in topping of flour, butter and sugar.
  ['crumble', 'A crumble', ['flour-all-purpose', 'butter-unsalted']],
];

export const NAMED_BAKES: readonly DishPhrase[] = [
  ...BAKES.map(([phrase, opening, implies]): DishPhrase => ({
    phrase,
    kind: 'cake',
    implies,
    opening,
  })),
  // Buttermilk biscuits under a sausage gravy: a breakfast, whose "biscuits" read as the cake
  // plan's sponge (the library's Biscuits and Gravy).
  {
    phrase: 'biscuits and gravy',
    kind: 'cake',
    implies: ['flour-all-purpose', 'buttermilk-whole', 'pork-ground-raw'],
    type: 'Breakfast',
    opening: 'Biscuits and gravy',
  },
];
