// What bakes of batter, pastry and dough and a mash are made of when the chef builds them from
// scratch (dish-plans.ts has the other savoury plans and the rules every plan follows).
import type { DishKind } from './dish-kinds.ts';
import type { DishPlan } from './dish-plans.ts';

export const BAKED_PLANS = {
  // Flour, eggs and milk beaten to a batter, poured into smoking-hot fat and baked until it rises
  // (Yorkshire puddings); with sausages browned in the tin first, a toad in the hole.
  'batter-bake': {
    cookTime: 45,
    servings: 4,
    base: ['flour-all-purpose'],
    // The sausages come with the dish's name; a plain batter bake has none.
    protein: [],
    produce: [],
    always: ['egg-whole-raw', 'milk-whole', 'oil-canola'],
  },
  // Pastry folded round a cooked filling and baked: beef, potato and onion, as in a pasty.
  'hand-pies': {
    cookTime: 60,
    servings: 4,
    base: ['shortcrust-pastry'],
    protein: ['beef-ground-90-raw'],
    produce: ['potato-raw'],
    always: ['onion-raw', 'oil-canola', 'thyme-dried', 'egg-whole-raw'],
  },
  // A loaf raised with bicarbonate of soda and buttermilk, mixed and baked at once (soda bread);
  // with cornmeal, eggs and butter poured into a hot tin, a cornbread.
  'quick-bread': {
    cookTime: 45,
    servings: 8,
    base: ['flour-all-purpose', 'flour-whole-wheat'],
    protein: [],
    produce: [],
    always: ['salt-table'],
    // A damper is raised by its self-raising flour and mixed with milk: only a plain one has soda.
    plainOnly: ['buttermilk-whole', 'baking-soda'],
  },
  // Potatoes boiled and mashed with butter and milk, a side; what the dish names (sausages, an
  // onion gravy, cabbage) goes with it.
  mash: {
    cookTime: 30,
    servings: 4,
    base: ['potato-raw'],
    protein: [],
    produce: [],
    always: ['butter-unsalted', 'milk-whole'],
    defaultsOnlyWhenPlain: true,
  },
} satisfies Partial<Record<DishKind, DishPlan>>;
