// Dishes cooks ask for by name that the seed library does not hold: what each one is made of
// (catalogue ids, added as if the cook had named them), the kind of dish it is built as, and the
// cuisine whose seasoning it takes. Without them "chilli con carne" was a quinoa bowl and "tom
// yum" a blended lentil soup (docs/decisions/0017-built-in-chef.md).
import type { DishPhrase } from './dish-kinds.ts';

const dish = (
  phrases: readonly string[],
  kind: DishPhrase['kind'],
  implies: readonly string[],
  cuisine?: string,
): DishPhrase[] => phrases.map((phrase) => ({ phrase, kind, implies, cuisine, complete: true }));

export const CLASSIC_DISHES: readonly DishPhrase[] = [
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
  ...dish(
    ['pulled pork'],
    'stew',
    ['pork-shoulder-raw', 'bbq-sauce', 'hamburger-bun', 'cabbage-raw'],
    'American',
  ),
  ...dish(
    ['rogan josh'],
    'curry',
    ['lamb-shoulder-raw', 'yogurt-plain-whole', 'tomatoes-canned'],
    'Indian',
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
  ),
  ...dish(
    ['clam chowder'],
    'soup',
    ['clams-raw', 'potato-raw', 'bacon-raw', 'milk-whole'],
    'American',
  ),
  ...dish(['borscht', 'borsch'], 'soup', [
    'beetroot-raw',
    'cabbage-raw',
    'potato-raw',
    'sour-cream',
    'dill-fresh',
  ]),
  ...dish(
    ['wonton soup'],
    'noodle-soup',
    ['wonton-wrappers', 'pork-ground-raw', 'bok-choy-raw'],
    'Chinese',
  ),
  ...dish(['laksa'], 'noodle-soup', ['noodles-rice-boiled', 'coconut-milk-canned', 'shrimp-raw']),
  ...dish(['pho'], 'noodle-soup', ['noodles-rice-boiled', 'bean-sprouts-raw'], 'Vietnamese'),
  ...dish(['ramen'], 'noodle-soup', ['noodles-egg-boiled', 'egg-whole-raw'], 'Japanese'),
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
  // Salads.
  ...dish(['caesar salad', 'caesar'], 'salad', [
    'lettuce-romaine-raw',
    'cheese-parmesan',
    'mayonnaise',
  ]),
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
  ),
  ...dish(['waldorf salad'], 'salad', [
    'apple-raw',
    'celery-raw',
    'walnuts',
    'grapes-raw',
    'mayonnaise',
  ]),
  ...dish(
    ['fattoush'],
    'salad',
    ['bread-pita-white', 'cucumber-raw', 'tomato-raw', 'lettuce-romaine-raw', 'sumac'],
    'Lebanese',
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
  ...dish(
    ['fish and chips'],
    'traybake',
    ['cod-raw', 'potato-raw', 'peas-green-boiled'],
    'British',
  ),
  ...dish(
    ['kofta', 'kofte'],
    'traybake',
    ['lamb-ground-raw', 'cumin', 'parsley-fresh', 'yogurt-plain-whole'],
    'Middle Eastern',
  ),
  ...dish(['blt'], 'toast', [
    'bread-white',
    'bacon-raw',
    'lettuce-romaine-raw',
    'tomato-raw',
    'mayonnaise',
  ]),
  ...dish(['club sandwich'], 'toast', [
    'bread-white',
    'chicken-breast-raw',
    'bacon-raw',
    'lettuce-romaine-raw',
    'tomato-raw',
    'mayonnaise',
  ]),
  ...dish(['bean burger'], 'toast', [
    'hamburger-bun',
    'black-beans-boiled',
    'breadcrumbs-dry',
    'lettuce-romaine-raw',
    'tomato-raw',
  ]),
  ...dish(['eggs benedict', 'egg benedict'], 'toast', [
    'english-muffin',
    'egg-whole-raw',
    'ham-sliced',
    'butter-unsalted',
  ]),
  ...dish(['cheesecake'], 'cake', ['cheese-cream', 'sugar', 'egg-whole-raw']),
];
