// The dishes the built-in chef knows how to build, and the words cooks use for them. A phrase
// may imply ingredients ("dal" is lentils, "shakshuka" is eggs in tomato) that the cook did not
// name. Phrases are written normalised (lower case, no accents, hyphens as spaces), singular;
// plurals are found by the caller.
import type { RecipeType } from '@roastie/core';
import { CLASSIC_DISHES } from './classic-dishes.ts';
import { NAMED_BAKES } from './named-bakes.ts';

export const DISH_KINDS = [
  'curry',
  'pancakes',
  'soup',
  'noodle-soup',
  'salad',
  'stir-fry',
  'pasta',
  'porridge',
  'tacos',
  'bowl',
  'stew',
  'omelette',
  'smoothie',
  'cake',
  'risotto',
  'fried-rice',
  'traybake',
  'toast',
  'lasagne',
  'pie',
  'fruit-pie',
  'dip',
  'burger',
  'meatballs',
  'fruit-salad',
  'quiche',
  'custard-tart',
  'open-tart',
  'stuffed',
  'layered-dessert',
  'crumbed',
  'sushi',
  'nachos',
  'granola',
  'dumplings',
  'batter-bake',
  'hand-pies',
  'set-cream',
  'quick-bread',
  'mash',
  'cookies',
] as const;
export type DishKind = (typeof DISH_KINDS)[number];

export interface DishPhrase {
  phrase: string;
  kind: DishKind;
  /** Catalogue ids the phrase stands for, added as if the cook had named them. */
  implies?: readonly string[];
  /** The meal it usually is, when not its kind's (a burger is no breakfast). */
  type?: RecipeType;
  /** Counts only when no other dish word is there. */
  weak?: boolean;
  /** Counts only as the last word of the dish's name (before "with", "and", a comma). */
  lastWord?: boolean;
  /** The cuisine whose seasoning it takes, when the cook names none ("tom yum" is Thai). */
  cuisine?: string;
  /** Its implied foods are the dish's vegetables: the plan adds none of its own. */
  complete?: boolean;
  /** A dish with no meat, fish or pulse to it (a caprese salad): the plan adds no protein. */
  meatless?: boolean;
  /** Its implied vegetables are the body of the dish (cauliflower cheese), not a side. */
  body?: boolean;
  /** Its time, when not its kind's (a meatloaf bakes for an hour; a pizza is not a toast). */
  minutes?: number;
  /**
   * What it implies is the whole recipe (a kedgeree, a prawn cocktail): the plan adds none of its
   * own foods, only the salt and pepper of a savoury dish.
   */
  whole?: boolean;
  /** How its description opens, when not as its kind's ("A quesadilla", not "Tacos"). */
  opening?: string;
}

/** Fruit pies cooks ask for by their fruit ("cherry pie"), and the fruit each is. */
const FRUIT_PIES: readonly (readonly [string, string])[] = [
  ['apple', 'apple-raw'],
  ['cherry', 'cherries-raw'],
  ['blueberry', 'blueberries-raw'],
  ['blackberry', 'blackberries-raw'],
  ['peach', 'peach-raw'],
  ['pear', 'pear-raw'],
  ['plum', 'plum-raw'],
  ['rhubarb', 'rhubarb-raw'],
  ['strawberry', 'strawberries-raw'],
];

/** Vegetables cooks stuff, by the words they use, and the food each is. */
const STUFFED: readonly (readonly [readonly string[], string])[] = [
  [['pepper', 'bell pepper', 'capsicum'], 'bell-pepper-red-raw'],
  [['courgette', 'zucchini'], 'zucchini-raw'],
  [['aubergine', 'eggplant'], 'eggplant-raw'],
  [['tomato'], 'tomato-raw'],
  [['mushroom', 'portobello'], 'mushroom-white-raw'],
  [['squash'], 'butternut-squash-raw'],
  [['sweet potato'], 'sweet-potato-baked'],
];

const phrases = (kind: DishKind, words: string[]): DishPhrase[] =>
  words.map((phrase) => ({ phrase, kind }));

export const DISH_PHRASES: readonly DishPhrase[] = [
  ...phrases('curry', ['curry', 'korma', 'masala', 'vindaloo', 'jalfrezi']),
  ...phrases('curry', ['madras', 'rendang', 'saag', 'butter chicken']),
  // Green, red and massaman curries are classic dishes (classic-dishes-pots.ts).
  ...phrases('curry', ['yellow curry', 'thai curry']),
  ...['dal', 'dhal', 'daal', 'dahl'].map((phrase) => ({
    phrase,
    kind: 'curry' as const,
    implies: ['lentils-red-boiled'],
  })),
  ...phrases('pancakes', ['pancake', 'crepe', 'hotcake', 'blini', 'chilla']),
  { phrase: 'waffle', kind: 'pancakes', opening: 'Waffles' },
  ...phrases('soup', ['soup', 'chowder', 'bisque', 'gazpacho', 'minestrone', 'broth bowl']),
  // Noodles in broth are their own dish: cooked apart, served in the bowl, never blended.
  { phrase: 'noodle soup', kind: 'noodle-soup', implies: ['noodles-egg-boiled'] },
  ...phrases('salad', ['salad', 'slaw', 'coleslaw', 'tabbouleh', 'nicoise']),
  ...phrases('stir-fry', ['stir fry', 'stirfry', 'stir fried', 'wok']),
  // Chow mein and lo mein are noodles, not a stir-fry served on rice.
  ...['chow mein', 'lo mein'].map((phrase) => ({
    phrase,
    kind: 'stir-fry' as const,
    implies: ['noodles-egg-boiled'],
  })),
  // "Thai" is taken as the cuisine first, so "pad thai" is found by what is left of it.
  { phrase: 'pad', kind: 'stir-fry', implies: ['noodles-rice-boiled'] },
  { phrase: 'noodle', kind: 'stir-fry', implies: ['noodles-egg-boiled'] },
  ...phrases('pasta', ['pasta', 'penne', 'fusilli', 'rigatoni', 'orzo']),
  ...phrases('pasta', ['linguine', 'pasta bake']),
  { phrase: 'bolognese', kind: 'pasta', implies: ['beef-ground-90-raw', 'tomatoes-canned'] },
  { phrase: 'ragu', kind: 'pasta', implies: ['beef-ground-90-raw', 'tomatoes-canned'] },
  { phrase: 'spaghetti', kind: 'pasta', implies: ['spaghetti-boiled'] },
  { phrase: 'macaroni', kind: 'pasta', implies: ['macaroni-boiled'] },
  { phrase: 'tagliatelle', kind: 'pasta', implies: ['noodles-egg-boiled'] },
  ...['lasagne', 'lasagna', 'cannelloni'].map((phrase) => ({
    phrase,
    kind: 'lasagne' as const,
  })),
  ...phrases('porridge', ['porridge', 'muesli', 'bircher']),
  { phrase: 'chia pudding', kind: 'porridge', implies: ['chia-seeds'] },
  { phrase: 'rice pudding', kind: 'porridge', type: 'Dessert', opening: 'A rice pudding' },
  ...['oatmeal', 'overnight oat', 'oat porridge'].map((phrase) => ({
    phrase,
    kind: 'porridge' as const,
    implies: ['oats-rolled'],
  })),
  { phrase: 'congee', kind: 'porridge', implies: ['rice-white-long-grain-boiled'] },
  // Quesadillas, burritos, enchiladas and fajitas are classic dishes (classic-dishes-wraps.ts).
  ...phrases('tacos', ['taco', 'wrap', 'tostada']),
  ...phrases('bowl', ['bowl', 'buddha bowl', 'grain bowl', 'bibimbap']),
  ...phrases('stew', ['stew', 'casserole', 'tagine', 'ragout', 'hotpot', 'plaki']),
  // Weak: "chilli" is more often the pepper; it names the dish only as the last word of the
  // dish's name ("turkey chilli"), and only when no other dish word is there.
  ...['chili', 'chilli'].map((phrase) => ({
    phrase,
    kind: 'stew' as const,
    weak: true,
    lastWord: true,
    implies: ['kidney-beans-canned', 'tomatoes-canned', 'chili-powder', 'cumin'],
    cuisine: 'Mexican',
  })),
  { phrase: 'wat', kind: 'stew', weak: true, lastWord: true },
  // Egg dishes are eggs, even when another dish word names the plate ("scrambled eggs on toast").
  ...['omelette', 'omelet', 'frittata', 'scrambled egg'].map((phrase) => ({
    phrase,
    kind: 'omelette' as const,
    implies: ['egg-whole-raw'],
  })),
  { phrase: 'scramble', kind: 'omelette' },
  ...phrases('omelette', ['menemen', 'egg muffin']),
  { phrase: 'shakshuka', kind: 'omelette', implies: ['egg-whole-raw', 'tomatoes-canned'] },
  // A lassi is a classic dish (classic-dishes-takeaway.ts).
  ...phrases('smoothie', ['smoothie', 'shake', 'milkshake']),
  { phrase: 'smoothie bowl', kind: 'smoothie', opening: 'A smoothie bowl' },
  // An açaí bowl is a smoothie bowl of frozen berries (the catalogue has no açaí itself).
  {
    phrase: 'acai bowl',
    kind: 'smoothie',
    implies: ['mixed-berries-frozen', 'banana-raw'],
    opening: 'A smoothie bowl',
  },
  { phrase: 'cake', kind: 'cake' },
  // Savoury cakes are shaped, crumbed and fried, not baked sweet (the library's Fish Cakes).
  ...(
    [
      ['fish cake', []],
      ['fishcake', []],
      ['fish patty', []],
      ['crab cake', ['crab-raw']],
      ['salmon cake', ['salmon-atlantic-farmed-raw']],
    ] as const
  ).map(([phrase, implies]) => ({
    phrase,
    kind: 'crumbed' as const,
    implies,
    opening: 'Fish cakes',
  })),
  // Cakes by another name open their description with it ("Muffins with blueberries").
  ...(
    [
      ['cupcake', 'Cupcakes'],
      ['muffin', 'Muffins'],
    ] as const
  ).map(([phrase, opening]) => ({ phrase, kind: 'cake' as const, opening })),
  ...['chocolate cake', 'chocolate muffin'].map((phrase) => ({
    phrase,
    kind: 'cake' as const,
    implies: ['chocolate-dark', 'cocoa-powder'],
  })),
  // A crumble is a named bake (named-bakes.ts).
  ...phrases('cake', ['loaf cake']),
  ...NAMED_BAKES,
  // Breads baked at home, found as the library's recipes for them. Weak: "butter chicken with
  // naan" is a curry with a naan beside it.
  ...(
    [
      ['focaccia', 'Focaccia'],
      ['focaccia bread', 'Focaccia'],
      ['naan', 'Naan'],
      ['naan bread', 'Naan'],
    ] as const
  ).map(([phrase, opening]) => ({ phrase, kind: 'quick-bread' as const, weak: true, opening })),
  // Cookies are dropped on a tray and baked for minutes, not a sponge in a tin. A British
  // biscuit is a cookie, unless another dish word names it (shortbread biscuits).
  { phrase: 'cookie', kind: 'cookies' },
  { phrase: 'biscuit', kind: 'cookies', opening: 'Biscuits', weak: true },
  { phrase: 'banana bread', kind: 'cake', implies: ['banana-raw'] },
  ...phrases('risotto', ['risotto', 'orzotto']),
  { phrase: 'paella', kind: 'risotto', implies: ['rice-arborio-dry', 'paprika'] },
  { phrase: 'fried rice', kind: 'fried-rice', implies: ['rice-white-long-grain-boiled'] },
  { phrase: 'nasi goreng', kind: 'fried-rice', implies: ['rice-white-long-grain-boiled'] },
  // A roast dinner is a classic dish (classic-dishes-baked.ts).
  ...phrases('traybake', ['traybake', 'tray bake', 'sheet pan']),
  { phrase: 'roast', kind: 'traybake', weak: true },
  // "roasted vegetables", "roasted cauliflower": weak, so "roasted pepper soup" stays a soup.
  { phrase: 'roasted', kind: 'traybake', weak: true },

  ...['jacket potato', 'baked potato'].map((phrase) => ({
    phrase,
    kind: 'traybake' as const,
    implies: ['potato-baked'],
  })),
  // Pies: a filling under mash or pastry; a fruit pie is sweet, under and over pastry.
  { phrase: 'shepherds pie', kind: 'pie', implies: ['lamb-ground-raw', 'potato-raw'] },
  { phrase: 'cottage pie', kind: 'pie', implies: ['beef-ground-90-raw', 'potato-raw'] },
  { phrase: 'pot pie', kind: 'pie', implies: ['puff-pastry'] },
  { phrase: 'pie', kind: 'pie', weak: true },
  ...phrases('fruit-pie', ['fruit pie', 'fruit tart', 'cobbler']),
  // "Tart" and "galette" alone are as often savoury (a tomato tart): only their fruit makes them sweet.
  ...FRUIT_PIES.flatMap(([fruit, id]) =>
    ['pie', 'tart', 'galette'].map((dish) => ({
      phrase: `${fruit} ${dish}`,
      kind: 'fruit-pie' as const,
      implies: [id],
    })),
  ),
  ...phrases('dip', ['dip']),
  ...['burger', 'hamburger'].map((phrase) => ({
    phrase,
    kind: 'burger' as const,
    implies: ['beef-ground-90-raw'],
  })),
  { phrase: 'cheeseburger', kind: 'burger', implies: ['beef-ground-90-raw', 'cheese-cheddar'] },
  ...phrases('burger', ['patty', 'patties']),
  { phrase: 'chicken burger', kind: 'burger', implies: ['chicken-breast-raw'] },
  { phrase: 'fish burger', kind: 'burger', implies: ['cod-raw'] },
  ...['meatball', 'polpette', 'kottbullar'].map((phrase) => ({
    phrase,
    kind: 'meatballs' as const,
  })),
  ...phrases('fruit-salad', ['fruit salad', 'fruit cup', 'macedonia']),
  ...phrases('quiche', ['quiche', 'savoury tart', 'savory tart']),
  // "Tart" and "galette" with vegetables and cheese: pastry baked open under its topping (a
  // tomato tart). Weak, so a fruit, custard or classic tart's own words win.
  ...['tart', 'tartlet', 'galette'].map((phrase) => ({
    phrase,
    kind: 'open-tart' as const,
    weak: true,
  })),
  // A sweet custard set in a case baked blind; lemon, lime, pumpkin and chocolate ones are classics.
  ...phrases('custard-tart', ['custard tart', 'custard pie', 'egg tart', 'pastel de nata']),
  // A vegetable hollowed, filled and baked; the vegetable is the dish's.
  ...STUFFED.flatMap(([words, id]) =>
    words.map((word) => ({ phrase: `stuffed ${word}`, kind: 'stuffed' as const, implies: [id] })),
  ),
  { phrase: 'stuffed', kind: 'stuffed', weak: true },
  ...phrases('layered-dessert', ['parfait', 'layered dessert']),
  // Coated in flour, egg and crumbs, then fried: a schnitzel, a milanese, a breaded cutlet.
  ...phrases('crumbed', ['schnitzel', 'milanese', 'breaded', 'crumbed', 'cutlet']),
  ...phrases('sushi', ['sushi', 'sushi roll', 'maki', 'california roll']),
  ...phrases('nachos', ['nacho']),
  // Weak: in "granola bowl" or "yogurt with granola" the granola is a food on the plate.
  { phrase: 'granola', kind: 'granola', weak: true },
  ...phrases('dumplings', ['dumpling', 'gyoza', 'potsticker', 'wonton', 'jiaozi', 'momo']),
  ...phrases('dumplings', ['dim sum', 'spring roll', 'egg roll']),
  ...['pierogi', 'pierog'].map((phrase) => ({
    phrase,
    kind: 'dumplings' as const,
    opening: 'Pierogi',
  })),
  // A batter poured into smoking fat and baked until it rises (Yorkshire puddings, toad in the
  // hole: classic-dishes.ts).
  ...phrases('batter-bake', ['batter bake', 'popover']),
  // Pastry folded round a filling and baked: pasties, samosas, empanadas (classic-dishes.ts).
  ...phrases('hand-pies', ['hand pie', 'pasty', 'pastie', 'parcel']),
  // Cream set with gelatin, baked with yolks, or set by lemon: panna cotta, crème brûlée, posset.
  ...phrases('set-cream', ['cream pot', 'pot de creme', 'baked custard']),
  // A bread raised with soda or baking powder, mixed and baked at once (classic-dishes-baked.ts).
  ...phrases('quick-bread', ['quick bread', 'soda bread']),
  // Potatoes (or another root) boiled and mashed with butter and milk; sausages and an onion
  // gravy make it bangers and mash (classic-dishes-baked.ts).
  ...['mash', 'mashed potato', 'mashed potatoes', 'mashed'].map((phrase) => ({
    phrase,
    kind: 'mash' as const,
    weak: true,
  })),
  ...phrases('toast', ['toast', 'bruschetta']),
  // A sandwich is a lunch, where toast is a breakfast.
  ...(
    [
      ['sandwich', 'A sandwich'],
      ['toastie', 'A toastie'],
      ['open sandwich', 'An open sandwich'],
    ] as const
  ).map(([phrase, opening]) => ({
    phrase,
    kind: 'toast' as const,
    type: 'Lunch' as const,
    opening,
  })),
  // A pizza of dough, tomato and mozzarella; mushrooms and pepper when the cook names no topping
  // (plan-methods-pizza.ts).
  {
    phrase: 'pizza',
    kind: 'toast',
    implies: [
      'pizza-dough-raw',
      'tomato-passata',
      'cheese-mozzarella',
      'mushroom-white-raw',
      'bell-pepper-red-raw',
    ],
    type: 'Dinner',
    complete: true,
    meatless: true,
    minutes: 30,
    opening: 'A pizza',
  },
  // Falafel is chickpeas blitzed with herbs, shaped and baked, served in a pita with salad and
  // tahini: a filled bread (in "falafel salad" the salad wins).
  {
    phrase: 'falafel',
    kind: 'toast',
    implies: ['chickpeas-boiled', 'bread-pita-white', 'tahini'],
    type: 'Lunch',
  },
  ...CLASSIC_DISHES,
];
