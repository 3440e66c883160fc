// Dishes cooks ask for by name that the seed library does not hold: what each one is made of
// (catalogue ids, added as if the cook had named them), the kind of dish it is built as, and the
// cuisine whose seasoning it takes. Without them "chilli con carne" was a quinoa bowl and "tom
// yum" a blended lentil soup (docs/decisions/0017-built-in-chef.md). This file holds salads,
// bowls, breads, bakes, pies and dips, and gathers the one-pot dishes (classic-dishes-pots.ts),
// batter bakes and hand pies (classic-dishes-baked.ts), tacos and wraps (classic-dishes-wraps.ts),
// takeaway favourites (classic-dishes-takeaway.ts) and the sweet ones (classic-dishes-sweet.ts).
import { dish } from './classic-dish.ts';
import { BAKED_CLASSIC_DISHES } from './classic-dishes-baked.ts';
import { POT_CLASSIC_DISHES } from './classic-dishes-pots.ts';
import { SWEET_CLASSIC_DISHES } from './classic-dishes-sweet.ts';
import { TAKEAWAY_CLASSIC_DISHES } from './classic-dishes-takeaway.ts';
import { WRAPPED_CLASSIC_DISHES } from './classic-dishes-wraps.ts';
import type { DishPhrase } from './dish-kinds.ts';

export const CLASSIC_DISHES: readonly DishPhrase[] = [
  ...POT_CLASSIC_DISHES,
  ...TAKEAWAY_CLASSIC_DISHES,
  ...BAKED_CLASSIC_DISHES,
  ...WRAPPED_CLASSIC_DISHES,
  // Salads.
  // Romaine, croutons and parmesan in a dressing of garlic, lemon, mustard and Worcestershire
  // sauce (mayonnaise standing in for the raw egg yolk).
  ...dish(
    ['caesar salad', 'caesar'],
    'salad',
    [
      'lettuce-romaine-raw',
      'croutons',
      'cheese-parmesan',
      'mayonnaise',
      'garlic-raw',
      'mustard-dijon',
      'worcestershire-sauce',
    ],
    undefined,
    true,
  ),
  // Prawns in a Marie Rose sauce of mayonnaise, ketchup and lemon, on shredded lettuce.
  ...dish(['prawn cocktail', 'shrimp cocktail'], 'salad', [
    'shrimp-raw',
    'lettuce-iceberg-raw',
    'mayonnaise',
    'ketchup',
    'lemon-juice',
    'paprika',
  ]).map((phrase) => ({
    ...phrase,
    whole: true,
    type: 'Lunch' as const,
    opening: 'A prawn cocktail',
  })),
  ...dish(['cobb salad'], 'salad', [
    'lettuce-romaine-raw',
    'chicken-breast-raw',
    'bacon-raw',
    'egg-hard-boiled',
    'avocado-raw',
    'cheese-blue',
  ]),
  ...dish(
    ['caprese salad', 'insalata caprese'],
    'salad',
    ['tomato-raw', 'cheese-mozzarella', 'basil-fresh'],
    'Italian',
    true,
  ),
  ...dish(
    ['waldorf salad'],
    'salad',
    ['apple-raw', 'celery-raw', 'walnuts', 'grapes-raw', 'mayonnaise'],
    undefined,
    true,
  ),
  ...dish(
    ['fattoush'],
    'salad',
    ['bread-pita-white', 'cucumber-raw', 'tomato-raw', 'lettuce-romaine-raw', 'sumac'],
    'Lebanese',
    true,
  ),
  // Bowls, plates and stir-fries.
  ...dish(
    ['burrito bowl'],
    'bowl',
    [
      'rice-white-long-grain-boiled',
      'black-beans-boiled',
      'sweet-corn-boiled',
      'salsa',
      'avocado-raw',
    ],
    'Mexican',
  ),
  ...dish(
    ['poke', 'poke bowl', 'sushi bowl'],
    'bowl',
    ['rice-sushi-boiled', 'tuna-fresh-raw', 'avocado-raw', 'cucumber-raw', 'soy-sauce'],
    'Japanese',
  ),
  ...dish(['teriyaki'], 'stir-fry', ['teriyaki-sauce', 'rice-white-long-grain-boiled'], 'Japanese'),
  ...dish(
    ['sweet and sour'],
    'stir-fry',
    ['pineapple-raw', 'bell-pepper-red-raw', 'vinegar-rice', 'ketchup'],
    'Chinese',
  ),
  // Crumbed cod and oven chips with crushed peas: the library's seed is the method.
  ...dish(
    ['fish and chips'],
    'traybake',
    ['cod-raw', 'potato-raw', 'peas-green-boiled'],
    'British',
  ).map((phrase) => ({ ...phrase, opening: 'Fish and chips' })),
  ...dish(
    ['kofta', 'kofte'],
    'traybake',
    ['lamb-ground-raw', 'cumin', 'parsley-fresh', 'yogurt-plain-whole'],
    'Middle Eastern',
  ),
  // Sandwiches are lunches, toasted or not.
  ...dish(['blt'], 'toast', [
    'bread-white',
    'bacon-raw',
    'lettuce-romaine-raw',
    'tomato-raw',
    'mayonnaise',
  ]).map((phrase) => ({ ...phrase, type: 'Lunch' as const, opening: 'A sandwich' })),
  ...dish(['club sandwich'], 'toast', [
    'bread-white',
    'chicken-breast-raw',
    'bacon-raw',
    'lettuce-romaine-raw',
    'tomato-raw',
    'mayonnaise',
  ]).map((phrase) => ({ ...phrase, type: 'Lunch' as const, opening: 'A club sandwich' })),
  ...dish(['bean burger', 'black bean burger'], 'burger', [
    'hamburger-bun',
    'black-beans-boiled',
    'breadcrumbs-dry',
    'lettuce-romaine-raw',
    'tomato-raw',
  ]),
  ...dish(
    ['beef and broccoli', 'beef with broccoli'],
    'stir-fry',
    [
      'beef-sirloin-raw',
      'broccoli-raw',
      'soy-sauce',
      'ginger-fresh',
      'rice-white-long-grain-boiled',
    ],
    'Chinese',
  ),
  ...dish(
    ['bulgogi', 'beef bulgogi'],
    'stir-fry',
    ['beef-sirloin-raw', 'soy-sauce', 'sugar-brown', 'pear-raw', 'rice-white-long-grain-boiled'],
    'Korean',
  ),
  ...dish(
    ['mapo tofu', 'ma po tofu'],
    'stir-fry',
    ['tofu-firm', 'pork-ground-raw', 'cayenne', 'rice-white-long-grain-boiled'],
    'Chinese',
  ),
  ...dish(
    ['tandoori chicken', 'chicken tandoori'],
    'traybake',
    [
      'chicken-thigh-raw',
      'yogurt-plain-whole',
      'garam-masala',
      'paprika',
      'lemon-juice',
      'rice-basmati-boiled',
    ],
    'Indian',
  ),
  // Breads and wraps: cheese melted in a sandwich, a pizza of what it names, meat in a pita.
  ...dish(
    ['grilled cheese', 'grilled cheese sandwich', 'cheese toastie', 'cheese on toast'],
    'toast',
    ['bread-white', 'cheese-cheddar', 'butter-salted'],
    undefined,
    true,
  ).map((phrase) => ({ ...phrase, type: 'Lunch' as const })),
  // Potatoes and onion cooked slowly in olive oil, set in eggs (Spain).
  ...dish(
    ['tortilla espanola', 'spanish tortilla', 'spanish omelette', 'tortilla de patatas'],
    'omelette',
    ['egg-whole-raw', 'potato-raw', 'onion-raw', 'oil-olive'],
    'Spanish',
    true,
  ),
  // A baguette with pork, pickled carrot, cucumber, coriander, chilli and mayonnaise (Vietnam).
  ...dish(
    ['banh mi'],
    'toast',
    [
      'bread-baguette',
      'pork-tenderloin-raw',
      'carrot-raw',
      'cucumber-raw',
      'vinegar-rice',
      'cilantro-fresh',
      'chili-pepper-raw',
      'mayonnaise',
    ],
    'Vietnamese',
  ).map((phrase) => ({ ...phrase, type: 'Lunch' as const })),
  ...dish(
    ['welsh rarebit', 'welsh rabbit', 'rarebit'],
    'toast',
    ['bread-white', 'cheese-cheddar', 'mustard-dijon', 'worcestershire-sauce', 'milk-whole'],
    undefined,
    true,
  ).map((phrase) => ({ ...phrase, type: 'Lunch' as const })),
  ...dish(
    ['garlic bread'],
    'toast',
    ['bread-baguette', 'garlic-raw', 'butter-unsalted', 'parsley-fresh'],
    undefined,
    true,
  ).map((phrase) => ({ ...phrase, type: 'Dinner' as const })),
  ...dish(
    ['pizza margherita', 'margherita pizza', 'margherita'],
    'toast',
    ['pizza-dough-raw', 'tomato-passata', 'cheese-mozzarella', 'basil-fresh'],
    'Italian',
    true,
  ).map((phrase) => ({ ...phrase, type: 'Dinner' as const, minutes: 30, opening: 'A pizza' })),
  ...dish(
    ['croque monsieur'],
    'toast',
    ['bread-white', 'ham-sliced', 'cheese-gruyere', 'butter-salted'],
    'French',
    true,
  ).map((phrase) => ({ ...phrase, type: 'Lunch' as const })),
  ...dish(['full english', 'full english breakfast', 'fry up'], 'toast', [
    'bread-white',
    'egg-whole-raw',
    'bacon-raw',
    'sausage-italian-raw',
    'baked-beans-canned',
    'mushroom-white-raw',
    'tomato-raw',
  ]),
  // Layered bakes: a moussaka is aubergine and potato slices, not pasta, under a yoghurt and egg
  // custard (the lighter Greek topping; a béchamel's flour would be layered as a base).
  ...dish(['moussaka', 'mousaka'], 'lasagne', [
    'eggplant-raw',
    'potato-raw',
    'lamb-ground-raw',
    'tomatoes-canned',
    'cinnamon',
    'yogurt-greek-whole',
    'egg-whole-raw',
    'cheese-parmesan',
  ]),
  ...dish(
    [
      'eggplant parmigiana',
      'aubergine parmigiana',
      'eggplant parmesan',
      'aubergine parmesan',
      'parmigiana di melanzane',
      'melanzane alla parmigiana',
    ],
    'lasagne',
    ['eggplant-raw', 'tomatoes-canned', 'cheese-mozzarella', 'cheese-parmesan', 'basil-fresh'],
    'Italian',
    true,
  ),
  // Pies.
  ...dish(
    ['spanakopita', 'spinach and feta pie', 'spinach pie'],
    'pie',
    ['filo-pastry', 'spinach-raw', 'cheese-feta', 'egg-whole-raw', 'dill-fresh'],
    'Greek',
    true,
  ),
  ...dish(
    ['fish pie'],
    'pie',
    [
      'cod-raw',
      'salmon-smoked',
      'potato-raw',
      'milk-whole',
      'leek-raw',
      'broth-fish',
      'parsley-fresh',
    ],
    'British',
  ),
  ...dish(['spaghetti and meatballs', 'spaghetti meatballs'], 'meatballs', [
    'spaghetti-boiled',
    'beef-ground-90-raw',
    'tomatoes-canned',
  ]),
  ...dish(['quiche lorraine'], 'quiche', ['bacon-raw', 'cheese-gruyere', 'onion-raw']),
  ...dish(
    ['bouillabaisse'],
    'soup',
    [
      'cod-raw',
      'mussels-raw',
      'shrimp-raw',
      'tomatoes-canned',
      'fennel-raw',
      'broth-fish',
      'saffron',
    ],
    'French',
  ),
  // Skewers of marinated meat or tofu with a coconut peanut sauce (the library's Chicken Satay
  // is the method).
  ...dish(['satay'], 'stir-fry', [
    'peanut-butter',
    'coconut-milk-canned',
    'soy-sauce',
    'lime-juice',
  ]).map((phrase) => ({ ...phrase, opening: 'Satay' })),
  // Dips: what each is made of is the dish (no plan vegetables, no plan chickpeas).
  ...dish(
    ['guacamole', 'guac'],
    'dip',
    ['avocado-raw', 'lime-juice', 'onion-red-raw', 'tomato-raw', 'jalapeno-raw', 'cilantro-fresh'],
    undefined,
    true,
  ),
  ...dish(['hummus', 'houmous', 'hummous'], 'dip', [
    'chickpeas-boiled',
    'tahini',
    'lemon-juice',
    'garlic-raw',
    'oil-olive',
    'cumin',
  ]),
  ...dish(
    ['tzatziki'],
    'dip',
    ['yogurt-greek-whole', 'cucumber-raw', 'garlic-raw', 'dill-fresh', 'lemon-juice', 'oil-olive'],
    undefined,
    true,
  ),
  ...dish(
    ['baba ganoush', 'baba ghanoush', 'moutabal'],
    'dip',
    ['eggplant-raw', 'tahini', 'lemon-juice', 'garlic-raw', 'oil-olive', 'parsley-fresh'],
    undefined,
    true,
  ),
  ...dish(
    ['raita'],
    'dip',
    ['yogurt-plain-whole', 'cucumber-raw', 'cumin', 'mint-fresh'],
    undefined,
    true,
  ),
  // Poached eggs under a hollandaise: the library's seed is the method.
  ...dish(['eggs benedict', 'egg benedict'], 'toast', [
    'english-muffin',
    'egg-whole-raw',
    'ham-sliced',
    'butter-unsalted',
  ]).map((phrase) => ({ ...phrase, opening: 'Eggs Benedict' })),
  ...dish(['eggs florentine', 'egg florentine'], 'toast', [
    'english-muffin',
    'egg-whole-raw',
    'spinach-raw',
    'butter-unsalted',
  ]),
  ...dish(
    ['chicken parmesan', 'chicken parmigiana', 'chicken parm'],
    'crumbed',
    ['chicken-breast-raw', 'tomato-passata', 'cheese-mozzarella', 'cheese-parmesan'],
    'Italian',
  ),
  ...dish(['wiener schnitzel'], 'crumbed', ['veal-shank-raw', 'lemon-raw'], 'Austrian'),
  ...dish(['fish fingers', 'fish sticks', 'fish goujons'], 'crumbed', ['cod-raw', 'lemon-raw']),
  // Chicken kiev: a breast filled with garlic butter, crumbed, browned, finished in the oven.
  ...dish(
    ['chicken kiev', 'chicken kyiv'],
    'crumbed',
    ['chicken-breast-raw', 'butter-unsalted', 'garlic-raw', 'parsley-fresh'],
    'Ukrainian',
  ),
  ...SWEET_CLASSIC_DISHES,
];
