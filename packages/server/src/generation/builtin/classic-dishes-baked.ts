// Classic dishes of batter or pastry baked round their filling (classic-dishes.ts gathers them):
// Yorkshire puddings and toad in the hole, hand pies from Cornwall, India, Argentina and Naples,
// fillets wrapped whole in puff pastry, a meatloaf, Scotch eggs and cauliflower cheese. What each is made of follows the dish as it is
// usually cooked at home (docs/decisions/0017-built-in-chef.md).
import { dish } from './classic-dish.ts';
import type { DishPhrase } from './dish-kinds.ts';

export const BAKED_CLASSIC_DISHES: readonly DishPhrase[] = [
  // The plain batter, risen in the fat of the roast; a side, so no meat of its own.
  ...dish(['yorkshire pudding', 'yorkshire'], 'batter-bake', [], undefined, true),
  // Sausages browned in the tin, the batter poured round them, an onion gravy beside.
  ...dish(['toad in the hole'], 'batter-bake', ['sausage-italian-raw', 'onion-raw', 'broth-beef']),
  ...dish(['sausage roll'], 'hand-pies', ['puff-pastry', 'sausage-italian-raw', 'onion-raw']),
  // Beef skirt, potato, swede and onion, sealed raw in shortcrust in Cornwall; cooked first here.
  ...dish(['cornish pasty', 'cornish pastie'], 'hand-pies', [
    'shortcrust-pastry',
    'beef-chuck-raw',
    'potato-raw',
    'rutabaga-raw',
    'onion-raw',
  ]),
  // Spiced potato and peas folded in pastry (filo, baked, at home) into triangles.
  ...dish(
    ['samosa'],
    'hand-pies',
    ['filo-pastry', 'potato-raw', 'peas-green-boiled', 'cumin', 'garam-masala'],
    'Indian',
    true,
  ),
  ...dish(['empanada'], 'hand-pies', [
    'shortcrust-pastry',
    'beef-ground-90-raw',
    'onion-raw',
    'bell-pepper-red-raw',
    'paprika',
    'cumin',
  ]),
  // A fillet wrapped whole in puff over mushrooms cooked dry (a duxelles), or over spinach.
  ...[
    ...dish(['beef wellington', 'wellington'], 'hand-pies', [
      'puff-pastry',
      'beef-sirloin-raw',
      'mushroom-white-raw',
      'shallot-raw',
      'mustard-dijon',
    ]),
    ...dish(['salmon en croute', 'salmon wellington'], 'hand-pies', [
      'puff-pastry',
      'salmon-atlantic-farmed-raw',
      'spinach-raw',
      'cheese-cream',
    ]),
  ].map((phrase): DishPhrase => ({ ...phrase, type: 'Dinner' })),
  // Breads mixed and baked at once: Irish soda bread of white and wholemeal flour and buttermilk;
  // cornbread of cornmeal, eggs and butter; an Australian damper of self-raising flour.
  ...dish(['irish soda bread', 'wheaten bread'], 'quick-bread', [
    'flour-all-purpose',
    'flour-whole-wheat',
    'buttermilk-whole',
    'baking-soda',
  ]),
  ...dish(['cornbread', 'corn bread'], 'quick-bread', [
    'cornmeal',
    'flour-all-purpose',
    'buttermilk-whole',
    'egg-whole-raw',
    'butter-unsalted',
    'baking-powder',
  ]),
  ...dish(['damper'], 'quick-bread', ['flour-self-raising', 'butter-unsalted', 'milk-whole']),
  // Sausages on mash with an onion gravy; mash with cabbage or kale (colcannon) or spring onions (champ).
  ...dish(['bangers and mash', 'sausage and mash', 'sausages and mash'], 'mash', [
    'potato-raw',
    'sausage-italian-raw',
    'onion-raw',
    'broth-beef',
  ]),
  ...dish(['colcannon'], 'mash', ['potato-raw', 'cabbage-raw', 'spring-onion-raw']),
  ...dish(['champ'], 'mash', ['potato-raw', 'spring-onion-raw']),
  // A pizza folded over ricotta, mozzarella and ham.
  ...dish(
    ['calzone'],
    'hand-pies',
    ['pizza-dough-raw', 'cheese-ricotta', 'cheese-mozzarella', 'ham-sliced', 'tomato-passata'],
    'Italian',
  ),
  // Chicken roasted on potatoes, carrots and parsnips, with a gravy made in the tray. Pieces, not
  // a whole bird: the catalogue weighs a chicken as the meat on it, not as bought.
  ...dish(['sunday roast', 'roast dinner', 'sunday lunch'], 'traybake', [
    'chicken-thigh-raw',
    'potato-raw',
    'carrot-raw',
    'parsnip-raw',
    'broth-chicken',
  ]).map((phrase) => ({ ...phrase, minutes: 70, opening: 'A Sunday roast' })),
  // Mashed potato and cabbage fried into a crusted cake (bubble and squeak).
  ...dish(['bubble and squeak'], 'mash', [
    'potato-raw',
    'cabbage-raw',
    'onion-raw',
    'butter-unsalted',
  ]).map((phrase) => ({
    ...phrase,
    whole: true,
    type: 'Breakfast' as const,
    opening: 'Bubble and squeak',
  })),
  // A pork cutlet crumbed in panko and fried, with shredded cabbage and rice.
  ...dish(
    ['tonkatsu', 'katsu pork', 'pork katsu'],
    'crumbed',
    ['pork-chop-raw', 'breadcrumbs-dry', 'cabbage-raw', 'rice-sushi-boiled'],
    'Japanese',
  ),
  // Mince bound with soaked crumbs and egg, baked in a tin under a ketchup glaze.
  ...dish(['meatloaf', 'meat loaf'], 'meatballs', [
    'beef-ground-90-raw',
    'breadcrumbs-dry',
    'egg-whole-raw',
    'onion-raw',
    'milk-whole',
    'worcestershire-sauce',
    'ketchup',
  ]).map((phrase) => ({ ...phrase, minutes: 80, opening: 'A meatloaf' })),
  // Boiled eggs wrapped in sausage meat, crumbed and baked; a picnic dish, so lunch.
  ...dish(['scotch egg'], 'crumbed', [
    'egg-hard-boiled',
    'sausage-italian-raw',
    'flour-all-purpose',
    'egg-whole-raw',
    'breadcrumbs-dry',
    'mustard-dijon',
  ]).map((phrase) => ({ ...phrase, type: 'Lunch' as const, minutes: 45, opening: 'Scotch eggs' })),
  // Cauliflower baked in a cheese sauce: a gratin, with no pasta.
  ...dish(
    ['cauliflower cheese', 'cauliflower gratin', 'cauliflower au gratin'],
    'pasta',
    [
      'cauliflower-raw',
      'flour-all-purpose',
      'butter-unsalted',
      'milk-whole',
      'cheese-cheddar',
      'mustard-dijon',
    ],
    'British',
    true,
  ).map((phrase) => ({ ...phrase, body: true, minutes: 45, opening: 'A cauliflower cheese' })),
];
