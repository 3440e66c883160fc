// What each sweet dish is made of when the chef builds it from scratch: batters, porridge,
// smoothies, pies, custard tarts, fruit salads, layered desserts, set creams and granola
// (dish-plans.ts has the savoury ones and the rules every plan follows).
import type { DishKind } from './dish-kinds.ts';
import type { DishPlan } from './dish-plans.ts';

export const SWEET_PLANS = {
  pancakes: {
    cookTime: 25,
    servings: 4,
    base: ['flour-all-purpose'],
    protein: ['egg-whole-raw'],
    produce: [],
    always: ['milk-whole', 'baking-powder', 'salt-table', 'butter-unsalted', 'maple-syrup'],
  },
  porridge: {
    cookTime: 15,
    servings: 2,
    base: ['oats-rolled'],
    protein: [],
    produce: ['banana-raw'],
    always: ['milk-whole', 'cinnamon', 'honey'],
  },
  smoothie: {
    cookTime: 5,
    servings: 2,
    base: ['oats-rolled'],
    protein: [],
    produce: ['banana-raw', 'blueberries-raw'],
    always: ['yogurt-plain-whole', 'milk-whole'],
  },
  cake: {
    cookTime: 55,
    servings: 8,
    base: ['flour-all-purpose'],
    protein: ['egg-whole-raw'],
    produce: [],
    always: ['butter-unsalted', 'sugar', 'baking-powder', 'milk-whole', 'vanilla-extract'],
  },
  'fruit-pie': {
    cookTime: 75,
    servings: 8,
    base: ['shortcrust-pastry'],
    protein: [],
    produce: ['apple-raw'],
    always: ['sugar', 'cornstarch', 'cinnamon', 'lemon-juice', 'butter-unsalted'],
  },
  // A plain custard tart's custard is cream, milk, sugar and vanilla; a lemon or chocolate tart
  // names its own (classic-dishes.ts).
  'custard-tart': {
    cookTime: 90,
    servings: 8,
    base: ['shortcrust-pastry'],
    protein: ['egg-whole-raw'],
    produce: [],
    always: [],
    plainOnly: ['sugar', 'cream-heavy', 'milk-whole', 'vanilla-extract', 'nutmeg'],
  },
  'fruit-salad': {
    cookTime: 15,
    servings: 4,
    base: [],
    protein: [],
    produce: ['strawberries-raw', 'kiwi-raw', 'orange-raw', 'grapes-raw'],
    always: ['lime-juice', 'honey', 'mint-fresh'],
  },
  // Sponge or biscuits, fruit and a whipped cream, layered and chilled (trifle, tiramisu, parfait).
  'layered-dessert': {
    cookTime: 20,
    servings: 6,
    base: ['ladyfingers'],
    protein: [],
    produce: ['strawberries-raw', 'raspberries-raw'],
    always: ['cream-heavy', 'sugar', 'vanilla-extract'],
  },
  // Cream set cold with gelatin (panna cotta), baked with yolks (crème brûlée) or set by lemon
  // (posset), in small pots, with fruit; a dish's name says which (classic-dishes-sweet.ts).
  'set-cream': {
    cookTime: 30,
    servings: 6,
    base: [],
    protein: [],
    produce: ['raspberries-raw'],
    always: ['sugar', 'vanilla-extract'],
    plainOnly: ['cream-heavy', 'gelatin'],
  },
  // A batch of about 24 drop cookies, two a serving: butter creamed with two sugars, an egg or
  // two, flour and a little soda.
  cookies: {
    cookTime: 30,
    servings: 12,
    base: ['flour-all-purpose'],
    protein: ['egg-whole-raw'],
    produce: [],
    always: [
      'butter-unsalted',
      'sugar-brown',
      'sugar',
      'vanilla-extract',
      'baking-soda',
      'salt-table',
    ],
  },
  granola: {
    cookTime: 35,
    servings: 8,
    base: ['oats-rolled'],
    protein: [],
    produce: ['raisins'],
    always: ['almonds', 'honey', 'oil-coconut', 'cinnamon', 'vanilla-extract'],
  },
} satisfies Partial<Record<DishKind, DishPlan>>;
