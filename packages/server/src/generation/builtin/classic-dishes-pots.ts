// Classic dishes cooked in one pot (classic-dishes.ts gathers them all): stews, curries and
// braises, soups, pasta, and rice and grains cooked in their own liquid. Each names what it is made
// of (catalogue ids, added as if the cook had named them), the kind of dish it is built as, and
// the cuisine whose seasoning it takes (docs/decisions/0017-built-in-chef.md).
import { dish } from './classic-dish.ts';
import type { DishPhrase } from './dish-kinds.ts';

export const POT_CLASSIC_DISHES: readonly DishPhrase[] = [
  // Stews, curries and braises.
  ...dish(
    ['chili con carne', 'chilli con carne'],
    'stew',
    ['beef-ground-90-raw', 'kidney-beans-canned', 'tomatoes-canned', 'chili-powder', 'cumin'],
    'Mexican',
  ),
  ...dish(['stroganoff'], 'stew', [
    'beef-sirloin-raw',
    'mushroom-white-raw',
    'sour-cream',
    'noodles-egg-boiled',
  ]),
  ...dish(
    ['jambalaya'],
    'stew',
    [
      'chicken-thigh-raw',
      'chorizo',
      'shrimp-raw',
      'bell-pepper-green-raw',
      'celery-raw',
      'tomatoes-canned',
      'rice-white-long-grain-boiled',
      'cayenne',
    ],
    'American',
  ),
  ...dish(
    ['gumbo'],
    'stew',
    [
      'chicken-thigh-raw',
      'sausage-italian-raw',
      'shrimp-raw',
      'okra-raw',
      'bell-pepper-green-raw',
      'celery-raw',
      'rice-white-long-grain-boiled',
      'cayenne',
    ],
    'American',
  ),
  ...dish(
    ['bourguignon', 'beef bourguignon', 'boeuf bourguignon'],
    'stew',
    ['beef-chuck-raw', 'wine-red', 'mushroom-white-raw', 'bacon-raw', 'carrot-raw'],
    'French',
  ),
  ...dish(
    ['coq au vin'],
    'stew',
    ['chicken-thigh-raw', 'wine-red', 'mushroom-white-raw', 'bacon-raw'],
    'French',
  ),
  ...dish(
    ['cassoulet'],
    'stew',
    ['cannellini-beans-boiled', 'sausage-italian-raw', 'pork-shoulder-raw', 'tomatoes-canned'],
    'French',
  ),
  ...dish(['feijoada'], 'stew', [
    'black-beans-boiled',
    'pork-shoulder-raw',
    'chorizo',
    'rice-white-long-grain-boiled',
  ]),
  ...dish(
    ['dal makhani'],
    'curry',
    ['urad-dal-boiled', 'kidney-beans-boiled', 'tomatoes-canned', 'butter-unsalted', 'cream-heavy'],
    'Indian',
  ),
  ...dish(
    ['chana masala', 'chole'],
    'curry',
    ['chickpeas-boiled', 'tomatoes-canned', 'ginger-fresh'],
    'Indian',
  ),
  ...dish(
    ['katsu curry', 'katsu'],
    'curry',
    ['chicken-breast-raw', 'breadcrumbs-dry', 'rice-sushi-boiled', 'carrot-raw'],
    'Japanese',
  ),
  ...dish(
    ['tikka masala', 'chicken tikka masala'],
    'curry',
    ['chicken-thigh-raw', 'yogurt-plain-whole', 'tomato-passata', 'cream-heavy', 'garam-masala'],
    'Indian',
  ),
  ...dish(
    ['biryani'],
    'curry',
    ['rice-basmati-boiled', 'yogurt-plain-whole', 'onion-raw', 'garam-masala', 'cilantro-fresh'],
    'Indian',
  ),
  // Cooked low until it pulls apart, in buns with a slaw: the library's seed is the method.
  ...dish(
    ['pulled pork'],
    'stew',
    ['pork-shoulder-raw', 'bbq-sauce', 'hamburger-bun', 'cabbage-raw'],
    'American',
  ).map((phrase) => ({ ...phrase, opening: 'Pulled pork' })),
  // Thai curries: a paste fried, simmered in coconut milk with their own vegetables, with jasmine
  // rice (no tinned tomatoes or cauliflower, as the plain curry has).
  ...dish(
    ['green curry', 'thai green curry'],
    'curry',
    [
      'thai-green-curry-paste',
      'coconut-milk-canned',
      'eggplant-raw',
      'green-beans-raw',
      'rice-jasmine-boiled',
    ],
    'Thai',
  ),
  ...dish(
    ['red curry', 'thai red curry'],
    'curry',
    [
      'thai-red-curry-paste',
      'coconut-milk-canned',
      'bell-pepper-red-raw',
      'bamboo-shoots-canned',
      'rice-jasmine-boiled',
    ],
    'Thai',
  ),
  // Massaman: potatoes and peanuts in a mild, spiced coconut curry.
  ...dish(
    ['massaman', 'massaman curry'],
    'curry',
    [
      'thai-red-curry-paste',
      'coconut-milk-canned',
      'potato-raw',
      'peanuts-roasted',
      'cinnamon',
      'rice-jasmine-boiled',
    ],
    'Thai',
  ),
  // Anglo-Indian: rice stirred through curried onion butter, with smoked haddock and eggs.
  ...dish(['kedgeree'], 'fried-rice', [
    'rice-basmati-boiled',
    'haddock-raw',
    'egg-hard-boiled',
    'onion-raw',
    'butter-unsalted',
    'curry-powder',
    'parsley-fresh',
    'lemon-juice',
  ]).map((phrase) => ({
    ...phrase,
    whole: true,
    type: 'Breakfast' as const,
    minutes: 35,
    opening: 'A kedgeree',
  })),
  ...dish(
    ['rogan josh'],
    'curry',
    ['lamb-shoulder-raw', 'yogurt-plain-whole', 'tomatoes-canned'],
    'Indian',
  ),
  ...dish(['irish stew'], 'stew', ['lamb-shoulder-raw', 'potato-raw', 'carrot-raw']),
  // A beef joint braised slowly on onions, carrots and potatoes in stock (it was a traybake of
  // new potatoes and chickpeas).
  ...dish(['pot roast'], 'stew', [
    'beef-chuck-raw',
    'potato-raw',
    'carrot-raw',
    'onion-raw',
    'celery-raw',
    'broth-beef',
  ]),
  // Chicken braised with onion, pepper and a lot of paprika, finished with soured cream, on egg
  // noodles (Hungary).
  ...dish(['chicken paprikash', 'paprikash'], 'stew', [
    'chicken-thigh-raw',
    'onion-raw',
    'paprika',
    'bell-pepper-red-raw',
    'sour-cream',
    'noodles-egg-boiled',
  ]),
  // Chicken braised in soy sauce, vinegar, garlic and bay, with rice (the Philippines).
  ...dish(['chicken adobo', 'adobo'], 'stew', [
    'chicken-thigh-raw',
    'soy-sauce',
    'vinegar-white',
    'garlic-raw',
    'bay-leaf',
    'rice-white-long-grain-boiled',
  ]),
  ...dish(['goulash', 'hungarian goulash'], 'stew', [
    'beef-chuck-raw',
    'paprika',
    'bell-pepper-red-raw',
    'tomatoes-canned',
    'potato-raw',
  ]),
  ...dish(
    ['chicken cacciatore', 'cacciatore'],
    'stew',
    [
      'chicken-thigh-raw',
      'tomatoes-canned',
      'bell-pepper-red-raw',
      'mushroom-white-raw',
      'olives-black',
    ],
    'Italian',
  ),
  ...dish(
    ['osso buco', 'ossobuco'],
    'stew',
    ['veal-shank-raw', 'tomatoes-canned', 'carrot-raw', 'celery-raw', 'wine-white'],
    'Italian',
  ),
  ...dish(['moqueca'], 'stew', [
    'haddock-raw',
    'coconut-milk-canned',
    'bell-pepper-red-raw',
    'tomato-raw',
    'lime-juice',
  ]),
  // Dry curries of a vegetable or two (no plan chickpeas or cauliflower beside).
  ...dish(['aloo gobi'], 'curry', ['potato-raw', 'cauliflower-raw', 'turmeric'], 'Indian', true),
  ...dish(['saag aloo', 'aloo saag'], 'curry', ['potato-raw', 'spinach-raw'], 'Indian', true),
  ...dish(
    ['pav bhaji'],
    'curry',
    [
      'hamburger-bun',
      'potato-raw',
      'cauliflower-raw',
      'peas-green-boiled',
      'bell-pepper-green-raw',
      'butter-salted',
    ],
    'Indian',
    true,
  ),
  // Soups.
  ...dish(
    ['tom yum', 'tom yam'],
    'soup',
    ['shrimp-raw', 'mushroom-white-raw', 'chili-pepper-raw', 'fish-sauce', 'ginger-fresh'],
    'Thai',
  ),
  ...dish(
    ['tom kha', 'tom kha gai'],
    'soup',
    ['chicken-breast-raw', 'coconut-milk-canned', 'mushroom-white-raw', 'fish-sauce'],
    'Thai',
  ),
  ...dish(['miso soup'], 'soup', ['tofu-silken', 'miso', 'spring-onion-raw'], 'Japanese'),
  ...dish(
    ['french onion soup', 'onion soup'],
    'soup',
    ['onion-raw', 'broth-beef', 'bread-baguette', 'cheese-gruyere'],
    'French',
    true,
  ),
  ...dish(
    ['clam chowder'],
    'soup',
    ['clams-raw', 'potato-raw', 'bacon-raw', 'milk-whole'],
    'American',
  ),
  ...dish(
    ['borscht', 'borsch'],
    'soup',
    ['beetroot-raw', 'cabbage-raw', 'potato-raw', 'sour-cream', 'dill-fresh'],
    undefined,
    true,
  ),
  ...dish(
    ['wonton soup'],
    'noodle-soup',
    ['wonton-wrappers', 'pork-ground-raw', 'bok-choy-raw'],
    'Chinese',
  ),
  ...dish(['laksa'], 'noodle-soup', ['noodles-rice-boiled', 'coconut-milk-canned', 'shrimp-raw']),
  ...dish(['pho'], 'noodle-soup', ['noodles-rice-boiled', 'bean-sprouts-raw'], 'Vietnamese'),
  ...dish(['ramen'], 'noodle-soup', ['noodles-egg-boiled', 'egg-whole-raw'], 'Japanese'),
  // Pasta.
  ...dish(['mac and cheese', 'macaroni cheese', 'mac n cheese'], 'pasta', [
    'macaroni-boiled',
    'cheese-cheddar',
    'milk-whole',
    'butter-unsalted',
    'flour-all-purpose',
  ]),
  ...dish(
    ['carbonara'],
    'pasta',
    ['spaghetti-boiled', 'pancetta', 'egg-whole-raw', 'cheese-parmesan', 'black-pepper'],
    'Italian',
  ),
  ...dish(
    ['cacio e pepe'],
    'pasta',
    ['spaghetti-boiled', 'cheese-pecorino', 'black-pepper'],
    'Italian',
    true,
  ),
  ...dish(
    ['pesto pasta', 'pasta al pesto', 'pasta with pesto', 'pasta pesto', 'trofie al pesto'],
    'pasta',
    ['pasta-boiled', 'pesto', 'cheese-parmesan'],
    'Italian',
    true,
  ),
  // More soups.
  ...dish(
    ['mulligatawny'],
    'soup',
    ['lentils-red-boiled', 'carrot-raw', 'apple-raw', 'curry-powder'],
    'Indian',
  ),
  ...dish(
    ['cullen skink'],
    'soup',
    ['haddock-raw', 'potato-raw', 'leek-raw', 'milk-whole'],
    'British',
  ),
  // Rice and grains cooked in their own pot.
  ...dish(
    ['risotto alla milanese', 'risotto milanese'],
    'risotto',
    ['rice-arborio-dry', 'saffron', 'cheese-parmesan'],
    'Italian',
    true,
  ),
  ...dish(
    ['jollof', 'jollof rice'],
    'risotto',
    [
      'rice-white-long-grain-dry',
      'tomatoes-canned',
      'bell-pepper-red-raw',
      'tomato-paste',
      'cayenne',
      'thyme-dried',
      'curry-powder',
    ],
    undefined,
    true,
  ),
  ...dish(
    ['khichdi', 'kitchari'],
    'risotto',
    ['rice-basmati-dry', 'lentils-red-boiled', 'turmeric', 'cumin', 'ghee'],
    'Indian',
    true,
  ),
  ...dish(
    ['mujadara', 'mujaddara'],
    'bowl',
    ['rice-basmati-boiled', 'lentils-green-boiled', 'onion-raw', 'cumin'],
    'Middle Eastern',
    true,
  ),
];
