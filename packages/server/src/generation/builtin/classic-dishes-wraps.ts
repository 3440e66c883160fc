// Dishes of a filling in a tortilla or flatbread that cooks ask for by name, and what each is made
// of (catalogue ids, added as if the cook had named them; docs/decisions/0017-built-in-chef.md).
// The Mexican ones share a filling but are made their own way (plan-methods-wraps.ts): without
// them a quesadilla, a burrito, enchiladas and fajitas were the same bean tacos, with no cheese.
import { dish } from './classic-dish.ts';
import type { DishPhrase } from './dish-kinds.ts';

export const WRAPPED_CLASSIC_DISHES: readonly DishPhrase[] = [
  // Cheese melted between flour tortillas, folded and crisped in the pan.
  ...dish(
    ['quesadilla', 'cheese quesadilla'],
    'tacos',
    ['tortilla-flour', 'cheese-monterey-jack', 'bell-pepper-red-raw'],
    'Mexican',
  ).map((phrase) => ({ ...phrase, opening: 'A quesadilla' })),
  // Rice, beans, cheese, salsa and soured cream rolled in a flour tortilla.
  ...dish(
    ['burrito', 'bean burrito'],
    'tacos',
    ['tortilla-flour', 'rice-white-long-grain-boiled', 'cheese-cheddar', 'salsa', 'sour-cream'],
    'Mexican',
  ).map((phrase) => ({ ...phrase, opening: 'Burritos' })),
  // Scrambled eggs, crisp bacon, cheese and salsa rolled for breakfast.
  ...dish(['breakfast burrito'], 'tacos', [
    'tortilla-flour',
    'egg-whole-raw',
    'bacon-raw',
    'cheese-cheddar',
    'salsa',
  ]).map((phrase) => ({ ...phrase, type: 'Breakfast' as const, opening: 'A breakfast burrito' })),
  // Corn tortillas rolled round chicken, baked under a chilli tomato sauce and cheese.
  ...dish(
    ['enchilada', 'chicken enchilada'],
    'tacos',
    ['tortilla-corn', 'chicken-breast-raw', 'tomato-passata', 'cheese-monterey-jack'],
    'Mexican',
  ).map((phrase) => ({ ...phrase, minutes: 45, opening: 'Enchiladas' })),
  // Strips of chicken seared with peppers and onion, wrapped at the table.
  ...dish(
    ['fajita', 'chicken fajita'],
    'tacos',
    [
      'tortilla-flour',
      'chicken-breast-raw',
      'bell-pepper-red-raw',
      'bell-pepper-green-raw',
      'sour-cream',
    ],
    'Mexican',
  ).map((phrase) => ({ ...phrase, opening: 'Fajitas' })),
  ...dish(
    ['al pastor', 'tacos al pastor'],
    'tacos',
    ['tortilla-corn', 'pork-shoulder-raw', 'pineapple-raw', 'onion-raw', 'cilantro-fresh'],
    'Mexican',
  ),
  ...dish(['souvlaki'], 'tacos', [
    'bread-pita-white',
    'chicken-breast-raw',
    'tomato-raw',
    'onion-red-raw',
    'cucumber-raw',
    'yogurt-plain-whole',
  ]),
  ...dish(
    ['shawarma', 'chicken shawarma'],
    'tacos',
    [
      'bread-pita-white',
      'chicken-thigh-raw',
      'tomato-raw',
      'onion-red-raw',
      'pickles-dill',
      'yogurt-plain-whole',
    ],
    'Middle Eastern',
  ),
  ...dish(['gyros', 'gyro'], 'tacos', [
    'bread-pita-white',
    'pork-shoulder-raw',
    'tomato-raw',
    'onion-red-raw',
    'yogurt-plain-whole',
  ]),
  ...dish(['kebab', 'doner kebab', 'shish kebab', 'kebap'], 'tacos', [
    'bread-pita-white',
    'lamb-leg-raw',
    'tomato-raw',
    'onion-red-raw',
    'lettuce-romaine-raw',
    'yogurt-plain-whole',
  ]),
];
