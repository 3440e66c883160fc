// What each kind of dish is made of when the chef builds it from scratch (no seed recipe fits):
// a base, a protein, vegetables, aromatics, a fat, a liquid and seasonings, each a catalogue
// id. A default is used only when the cook named nothing in its place: named vegetables
// replace the default vegetables, a named protein the default protein, and so on.
import type { DishKind } from './dish-kinds.ts';
import { BAKED_PLANS } from './dish-plans-baked.ts';
import { SWEET_PLANS } from './dish-plans-sweet.ts';

export interface DishPlan {
  cookTime: number;
  servings: number;
  base: readonly string[];
  protein: readonly string[];
  /** Vegetables for a savoury dish, fruit for a sweet one. */
  produce: readonly string[];
  /** Always there (aromatics, fat, liquid, seasoning), whatever the cook named. */
  always: readonly string[];
  /**
   * The default protein and vegetables only for a dish named for no food: a leek and potato soup
   * is made of its leeks and potatoes, not of the lentils and carrots a plain soup starts from.
   */
  defaultsOnlyWhenPlain?: boolean;
  /** Also there, but only in a dish no classic name spells out (garlic in a plain bean dip, not in a guacamole). */
  plainOnly?: readonly string[];
}

export const DISH_PLANS: Record<DishKind, DishPlan> = {
  lasagne: {
    cookTime: 75,
    servings: 6,
    base: ['pasta-dry'],
    protein: ['beef-ground-90-raw'],
    produce: ['carrot-raw', 'celery-raw'],
    always: [
      'onion-raw',
      'garlic-raw',
      'oil-olive',
      'tomatoes-canned',
      'tomato-paste',
      'oregano-dried',
      'cheese-mozzarella',
      'cheese-parmesan',
      'basil-fresh',
    ],
  },
  curry: {
    cookTime: 40,
    servings: 4,
    base: ['rice-basmati-boiled'],
    protein: ['chickpeas-boiled'],
    produce: ['cauliflower-raw'],
    always: [
      'onion-raw',
      'garlic-raw',
      'ginger-fresh',
      'oil-canola',
      'tomatoes-canned',
      'coconut-milk-canned',
      'curry-powder',
      'cumin',
      'cilantro-fresh',
    ],
  },
  stew: {
    cookTime: 60,
    servings: 4,
    base: [],
    protein: ['cannellini-beans-boiled'],
    produce: ['carrot-raw', 'celery-raw'],
    always: [
      'onion-raw',
      'garlic-raw',
      'oil-olive',
      'tomatoes-canned',
      'broth-vegetable',
      'paprika',
      'thyme-dried',
      'parsley-fresh',
    ],
  },
  soup: {
    cookTime: 35,
    servings: 4,
    base: [],
    protein: ['lentils-red-boiled'],
    defaultsOnlyWhenPlain: true,
    produce: ['carrot-raw'],
    always: ['onion-raw', 'garlic-raw', 'oil-olive', 'broth-vegetable', 'cumin', 'lemon-juice'],
  },
  // A clear broth with noodles cooked apart (pho, ramen, chicken noodle soup); the dish's phrase
  // names its noodles.
  'noodle-soup': {
    cookTime: 30,
    servings: 4,
    base: ['noodles-egg-boiled'],
    protein: ['chicken-breast-raw'],
    produce: ['bok-choy-raw', 'mushroom-shiitake-raw'],
    always: [
      'garlic-raw',
      'ginger-fresh',
      'spring-onion-raw',
      'broth-chicken',
      'soy-sauce',
      'oil-sesame',
    ],
  },
  salad: {
    cookTime: 15,
    servings: 2,
    base: [],
    protein: ['chickpeas-boiled'],
    produce: ['cucumber-raw', 'tomato-cherry-raw', 'arugula-raw'],
    always: ['onion-red-raw', 'oil-olive', 'lemon-juice', 'parsley-fresh'],
  },
  'stir-fry': {
    cookTime: 25,
    servings: 4,
    base: ['rice-basmati-boiled'],
    protein: ['tofu-firm'],
    produce: ['broccoli-raw', 'bell-pepper-red-raw', 'snow-peas-raw'],
    always: [
      'garlic-raw',
      'ginger-fresh',
      'spring-onion-raw',
      'oil-canola',
      'soy-sauce',
      'vinegar-rice',
    ],
  },
  pasta: {
    cookTime: 25,
    servings: 4,
    base: ['pasta-boiled'],
    protein: [],
    produce: ['zucchini-raw'],
    always: [
      'onion-raw',
      'garlic-raw',
      'oil-olive',
      'tomatoes-canned',
      'oregano-dried',
      'basil-fresh',
      'cheese-parmesan',
    ],
  },
  tacos: {
    cookTime: 25,
    servings: 4,
    base: ['tortilla-corn'],
    protein: ['black-beans-boiled'],
    produce: ['bell-pepper-red-raw', 'sweet-corn-boiled', 'avocado-raw'],
    always: [
      'onion-red-raw',
      'garlic-raw',
      'oil-olive',
      'cumin',
      'chili-powder',
      'lime-juice',
      'cilantro-fresh',
    ],
  },
  bowl: {
    cookTime: 35,
    servings: 2,
    base: ['quinoa-boiled'],
    protein: ['chickpeas-boiled'],
    produce: ['broccoli-raw', 'carrot-raw', 'spinach-raw'],
    always: ['oil-olive', 'tahini', 'lemon-juice', 'paprika', 'pumpkin-seeds'],
  },
  omelette: {
    cookTime: 15,
    servings: 2,
    base: [],
    protein: ['egg-whole-raw'],
    produce: ['tomato-cherry-raw', 'spinach-raw'],
    always: ['spring-onion-raw', 'butter-salted', 'chives-fresh'],
  },
  risotto: {
    cookTime: 35,
    servings: 4,
    base: ['rice-arborio-dry'],
    protein: [],
    produce: ['mushroom-white-raw'],
    always: [
      'onion-raw',
      'garlic-raw',
      'oil-olive',
      'broth-vegetable',
      'cheese-parmesan',
      'parsley-fresh',
    ],
  },
  'fried-rice': {
    cookTime: 20,
    servings: 4,
    base: ['rice-white-long-grain-boiled'],
    protein: ['egg-whole-raw'],
    produce: ['peas-green-boiled', 'carrot-raw'],
    always: ['garlic-raw', 'spring-onion-raw', 'oil-canola', 'soy-sauce', 'oil-sesame'],
  },
  traybake: {
    cookTime: 50,
    servings: 4,
    base: ['potato-new-boiled'],
    protein: ['chickpeas-boiled'],
    produce: ['bell-pepper-red-raw', 'zucchini-raw'],
    always: ['onion-red-raw', 'garlic-raw', 'oil-olive', 'paprika', 'thyme-dried', 'lemon-juice'],
    // Roast potatoes or roasted carrots are those vegetables alone, a side: no chickpeas beside.
    defaultsOnlyWhenPlain: true,
  },
  // A filling under mash (cottage, shepherd's or fish pie) or a pastry lid (pot pie).
  pie: {
    cookTime: 60,
    servings: 4,
    base: ['potato-raw'],
    protein: ['lentils-green-boiled'],
    produce: ['carrot-raw', 'peas-green-boiled'],
    always: [
      'flour-all-purpose',
      'onion-raw',
      'garlic-raw',
      'butter-unsalted',
      'milk-whole',
      'broth-vegetable',
      'thyme-dried',
      'parsley-fresh',
    ],
  },
  // A generic dip is a bean dip; a named one (guacamole, tzatziki) brings its own foods.
  dip: {
    cookTime: 10,
    servings: 4,
    base: [],
    protein: ['chickpeas-boiled'],
    produce: [],
    always: [],
    plainOnly: ['garlic-raw', 'oil-olive', 'lemon-juice'],
  },
  burger: {
    cookTime: 25,
    servings: 4,
    base: ['hamburger-bun'],
    protein: ['beef-ground-90-raw'],
    produce: ['lettuce-romaine-raw', 'tomato-raw'],
    always: ['breadcrumbs-dry', 'onion-red-raw', 'oil-olive', 'ketchup'],
  },
  meatballs: {
    cookTime: 45,
    servings: 4,
    base: ['spaghetti-boiled'],
    protein: ['beef-ground-90-raw'],
    produce: [],
    always: [
      'breadcrumbs-dry',
      'egg-whole-raw',
      'onion-raw',
      'garlic-raw',
      'oil-olive',
      'tomatoes-canned',
      'oregano-dried',
      'cheese-parmesan',
      'basil-fresh',
    ],
  },
  quiche: {
    cookTime: 70,
    servings: 6,
    base: ['shortcrust-pastry'],
    // The eggs are the custard, whatever else the cook names.
    protein: [],
    produce: ['spinach-raw'],
    always: ['egg-whole-raw', 'onion-raw', 'butter-unsalted', 'milk-whole'],
    plainOnly: ['cheese-cheddar'],
  },
  // Puff pastry baked open under sliced vegetables and cheese (a tomato tart).
  'open-tart': {
    cookTime: 45,
    servings: 4,
    // The pastry is the dish, whatever the vegetables named: always there, not a default.
    base: [],
    protein: [],
    produce: ['tomato-raw'],
    always: ['puff-pastry', 'oil-olive', 'mustard-dijon', 'thyme-fresh', 'egg-whole-raw'],
    defaultsOnlyWhenPlain: true,
    plainOnly: ['cheese-gruyere'],
  },
  // Vegetables hollowed and filled with a little grain, a protein and tomato, then baked.
  stuffed: {
    cookTime: 55,
    servings: 4,
    base: ['rice-white-long-grain-boiled'],
    protein: ['lentils-green-boiled'],
    produce: ['bell-pepper-red-raw'],
    always: [
      'onion-raw',
      'garlic-raw',
      'oil-olive',
      'tomatoes-canned',
      'paprika',
      'cheese-feta',
      'parsley-fresh',
    ],
  },
  crumbed: {
    cookTime: 30,
    servings: 4,
    base: [],
    protein: ['chicken-breast-raw'],
    produce: ['arugula-raw'],
    always: ['flour-all-purpose', 'egg-whole-raw', 'breadcrumbs-dry', 'oil-olive', 'lemon-raw'],
  },
  sushi: {
    cookTime: 50,
    servings: 4,
    base: ['rice-sushi-dry'],
    protein: ['salmon-atlantic-farmed-raw'],
    produce: ['cucumber-raw', 'avocado-raw'],
    always: ['nori', 'vinegar-rice', 'sugar', 'soy-sauce'],
  },
  nachos: {
    cookTime: 20,
    servings: 4,
    base: ['corn-chips'],
    protein: ['black-beans-boiled'],
    produce: ['tomato-raw', 'avocado-raw'],
    always: [
      'cheese-cheddar',
      'jalapeno-raw',
      'salsa',
      'sour-cream',
      'cilantro-fresh',
      'lime-juice',
    ],
  },
  // Wrappers round a filling of mince and cabbage, fried then steamed (potstickers).
  dumplings: {
    cookTime: 45,
    servings: 4,
    base: ['wonton-wrappers'],
    protein: ['pork-ground-raw'],
    produce: ['napa-cabbage-raw'],
    always: [
      'spring-onion-raw',
      'ginger-fresh',
      'garlic-raw',
      'soy-sauce',
      'oil-sesame',
      'vinegar-rice',
    ],
  },
  toast: {
    cookTime: 10,
    servings: 2,
    base: ['bread-sourdough'],
    protein: [],
    produce: ['avocado-raw', 'tomato-cherry-raw'],
    always: ['oil-olive'],
    // A squeeze of lime suits the avocado of a plain toast, not a fry-up or a pizza.
    plainOnly: ['lime-juice'],
  },
  ...BAKED_PLANS,
  ...SWEET_PLANS,
};

/** Every savoury plan is seasoned; sweet ones get their own spices (cinnamon, vanilla). */
export const SAVOURY_SEASONING = ['salt-table', 'black-pepper'] as const;

/** What a cuisine brings to a savoury dish built from scratch. */
export const CUISINE_FLAVOURS: Record<string, readonly string[]> = {
  Indian: ['garam-masala', 'turmeric', 'cilantro-fresh'],
  Thai: ['coconut-milk-canned', 'lime-juice', 'soy-sauce', 'basil-fresh', 'chili-pepper-raw'],
  Mexican: ['cumin', 'chili-powder', 'lime-juice', 'cilantro-fresh'],
  Italian: ['oregano-dried', 'basil-fresh', 'cheese-parmesan'],
  Japanese: ['soy-sauce', 'mirin', 'oil-sesame', 'spring-onion-raw'],
  Korean: ['gochujang', 'oil-sesame', 'sesame-seeds'],
  Chinese: ['soy-sauce', 'ginger-fresh', 'oil-sesame'],
  Vietnamese: ['lime-juice', 'soy-sauce', 'mint-fresh', 'cilantro-fresh'],
  Greek: ['oregano-dried', 'lemon-juice', 'cheese-feta'],
  Moroccan: ['cumin', 'cinnamon', 'paprika', 'parsley-fresh'],
  'Middle Eastern': ['cumin', 'sumac', 'parsley-fresh', 'lemon-juice'],
  Lebanese: ['sumac', 'parsley-fresh', 'lemon-juice'],
  Turkish: ['paprika', 'mint-fresh', 'lemon-juice'],
  Mediterranean: ['oregano-dried', 'lemon-juice', 'parsley-fresh'],
  Ethiopian: ['paprika', 'ginger-fresh', 'cardamom'],
  Caribbean: ['allspice', 'thyme-dried', 'lime-juice'],
  Peruvian: ['cumin', 'lime-juice', 'cilantro-fresh'],
  Spanish: ['paprika', 'parsley-fresh'],
  French: ['thyme-dried', 'parsley-fresh', 'mustard-dijon'],
};
