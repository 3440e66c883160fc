// Takeaway favourites cooks ask for by name (classic-dishes.ts gathers every list): Chinese
// restaurant dishes and Indian grills. Each was a traybake of new potatoes, a stir-fry on rice or
// the house bowl (docs/decisions/0017-built-in-chef.md). A soup's cornflour thickens it and its
// egg is poured in ribbons (plan-methods-savoury.ts).
import { dish } from './classic-dish.ts';
import type { DishPhrase } from './dish-kinds.ts';

export const TAKEAWAY_CLASSIC_DISHES: readonly DishPhrase[] = [
  // Marinated in yoghurt and spices and grilled, with rice: no potatoes on the tray.
  ...dish(
    ['chicken tikka', 'tikka'],
    'traybake',
    [
      'chicken-thigh-raw',
      'yogurt-plain-whole',
      'garam-masala',
      'ginger-fresh',
      'lemon-juice',
      'rice-basmati-boiled',
    ],
    'Indian',
  ),
  // Crisp chicken in a sticky orange and soy glaze, with rice.
  ...dish(
    ['orange chicken'],
    'stir-fry',
    [
      'chicken-breast-raw',
      'orange-juice',
      'soy-sauce',
      'cornstarch',
      'rice-white-long-grain-boiled',
    ],
    'Chinese',
  ),
  // Crisp chicken thighs in a sweet, hot soy and hoisin sauce, with rice.
  ...dish(
    ['general tso', 'general tsos', 'general tso s'],
    'stir-fry',
    [
      'chicken-thigh-raw',
      'soy-sauce',
      'hoisin-sauce',
      'cornstarch',
      'cayenne',
      'rice-white-long-grain-boiled',
    ],
    'Chinese',
  ),
  // Egg poured in ribbons into a gingery stock thickened with cornflour.
  ...dish(
    ['egg drop soup', 'egg flower soup'],
    'soup',
    [
      'egg-whole-raw',
      'broth-chicken',
      'ginger-fresh',
      'cornstarch',
      'spring-onion-raw',
      'soy-sauce',
    ],
    'Chinese',
  ).map((phrase) => ({ ...phrase, whole: true })),
  // Tofu, mushrooms and bamboo shoots in a stock sharp with vinegar and hot with pepper, thickened
  // and threaded with egg.
  ...dish(
    ['hot and sour soup', 'hot sour soup'],
    'soup',
    [
      'tofu-firm',
      'mushroom-shiitake-raw',
      'bamboo-shoots-canned',
      'broth-chicken',
      'vinegar-rice',
      'soy-sauce',
      'egg-whole-raw',
      'cornstarch',
    ],
    'Chinese',
  ).map((phrase) => ({ ...phrase, whole: true })),
  // Yoghurt blended with milk, a little sugar and cardamom, with mango for a mango lassi: no oats.
  ...dish(
    ['mango lassi'],
    'smoothie',
    ['mango-raw', 'yogurt-plain-whole', 'milk-whole', 'sugar', 'cardamom'],
    'Indian',
  ).map((phrase) => ({ ...phrase, whole: true, opening: 'A lassi' })),
  ...dish(
    ['lassi'],
    'smoothie',
    ['yogurt-plain-whole', 'milk-whole', 'sugar', 'cardamom'],
    'Indian',
  ).map((phrase) => ({ ...phrase, whole: true, opening: 'A lassi' })),
  // Fried noodles with pork, cabbage and carrot in a Worcestershire-style sauce (Japan).
  ...dish(
    ['yakisoba'],
    'stir-fry',
    [
      'noodles-egg-boiled',
      'pork-belly-raw',
      'cabbage-raw',
      'carrot-raw',
      'worcestershire-sauce',
      'soy-sauce',
    ],
    'Japanese',
  ),
];
