// The dev set's requests for classic dishes that each have a way of their own within a kind
// (dev-set.ts has the rest and the rules): quesadillas, burritos, enchiladas and fajitas; a
// meatloaf, Scotch eggs, cauliflower cheese; pizzas; Thai curries; a Sunday roast; kedgeree,
// prawn cocktail, bubble and squeak, tonkatsu and an açaí bowl.
import type { DevCase } from './dev-set.ts';

export const DEV_SET_CLASSICS: readonly DevCase[] = [
  // Mexican dishes that were the same bean tacos (2026-11-27, evening).
  {
    request: 'cheese quesadillas',
    must: ['tortilla-flour', 'cheese-monterey-jack|cheese-cheddar'],
    mustNot: ['tortilla-corn', 'avocado-raw'],
    type: 'Dinner',
  },
  {
    request: 'beef burritos',
    must: [
      'tortilla-flour',
      'beef-ground-90-raw',
      'rice-white-long-grain-boiled',
      'cheese-cheddar',
    ],
    mustNot: ['black-beans-boiled', 'tortilla-corn'],
  },
  {
    request: 'chicken enchiladas',
    must: ['tortilla-corn', 'chicken-breast-raw', 'tomato-passata'],
    mustNot: ['black-beans-boiled'],
  },
  {
    request: 'chicken fajitas',
    must: ['tortilla-flour', 'chicken-breast-raw', 'bell-pepper-red-raw'],
    mustNot: ['black-beans-boiled', 'sweet-corn-boiled'],
  },
  { request: 'vegan fajitas', keeps: ['vegan'], must: ['tortilla-flour', 'bell-pepper-red-raw'] },
  // Each was a quinoa bowl (2026-11-27, evening).
  {
    request: 'meatloaf',
    must: ['beef-ground-90-raw', 'breadcrumbs-dry', 'egg-whole-raw', 'ketchup'],
    mustNot: ['quinoa-boiled', 'spaghetti-boiled', 'chickpeas-boiled'],
    type: 'Dinner',
  },
  {
    request: 'scotch eggs',
    must: ['egg-hard-boiled', 'sausage-italian-raw', 'breadcrumbs-dry'],
    mustNot: ['quinoa-boiled', 'chicken-breast-raw'],
    type: 'Lunch',
  },
  {
    request: 'cauliflower cheese',
    must: ['cauliflower-raw', 'cheese-cheddar', 'milk-whole', 'flour-all-purpose'],
    mustNot: ['quinoa-boiled', 'pasta-dry', 'chickpeas-boiled'],
  },
  { request: 'vegetarian scotch eggs', keeps: ['vegetarian'], must: ['egg-hard-boiled'] },
  // A pizza was a toasted pita under avocado, its sauce never spread.
  {
    request: 'pizza',
    must: ['pizza-dough-raw', 'tomato-passata', 'cheese-mozzarella'],
    mustNot: ['avocado-raw', 'bread-pita-white', 'lime-juice'],
    type: 'Dinner',
  },
  { request: 'pepperoni pizza', must: ['pepperoni', 'pizza-dough-raw'], mustNot: ['avocado-raw'] },
  { request: 'gluten free pizza', keeps: ['gluten-free'], must: ['tomato-passata'] },
  // Thai curries had tinned tomatoes and cauliflower; a massaman was butter chicken.
  {
    request: 'chicken massaman curry',
    must: [
      'chicken-thigh-raw|chicken-breast-raw',
      'potato-raw',
      'coconut-milk-canned',
      'peanuts-roasted',
    ],
    mustNot: ['tomatoes-canned', 'tomato-passata', 'cream-heavy', 'cauliflower-raw'],
  },
  {
    request: 'vegan red curry',
    keeps: ['vegan'],
    // The catalogue's red curry paste has shrimp in it: a vegan one is chilli and coconut.
    must: ['coconut-milk-canned', 'chili-pepper-raw'],
    mustNot: ['tomatoes-canned', 'cauliflower-raw'],
  },
  {
    request: 'chicken green curry',
    must: ['thai-green-curry-paste|chili-pepper-raw', 'coconut-milk-canned'],
    mustNot: ['tomatoes-canned', 'cauliflower-raw'],
  },
  {
    request: 'breakfast burrito',
    must: ['tortilla-flour', 'egg-whole-raw', 'cheese-cheddar'],
    mustNot: ['rice-white-long-grain-boiled', 'black-beans-boiled'],
    type: 'Breakfast',
  },
  // A Sunday roast was chickpeas and courgettes on new potatoes.
  {
    request: 'sunday roast',
    must: ['chicken-thigh-raw', 'potato-raw', 'carrot-raw', 'broth-chicken'],
    mustNot: ['chickpeas-boiled', 'zucchini-raw', 'potato-new-boiled'],
    type: 'Dinner',
  },
  // British and Japanese classics that were quinoa bowls or a shrimp traybake.
  {
    request: 'kedgeree',
    must: ['rice-basmati-boiled', 'haddock-raw', 'egg-hard-boiled', 'curry-powder'],
    mustNot: ['soy-sauce', 'oil-sesame', 'quinoa-boiled', 'peas-green-boiled'],
  },
  {
    request: 'prawn cocktail',
    must: ['shrimp-raw', 'mayonnaise', 'ketchup'],
    mustNot: ['potato-new-boiled', 'zucchini-raw', 'onion-red-raw'],
    type: 'Lunch',
  },
  {
    request: 'bubble and squeak',
    must: ['potato-raw', 'cabbage-raw'],
    mustNot: ['quinoa-boiled', 'milk-whole'],
  },
  {
    request: 'tonkatsu',
    must: ['pork-chop-raw', 'breadcrumbs-dry', 'cabbage-raw'],
    mustNot: ['quinoa-boiled', 'chicken-breast-raw'],
  },
  {
    request: 'acai bowl',
    must: ['mixed-berries-frozen'],
    mustNot: ['quinoa-boiled', 'chickpeas-boiled'],
  },
  // Bakes that were a sponge (butter creamed with sugar, eggs, milk, baking powder) and dishes
  // that were a bowl or a traybake: the library has each now.
  {
    request: 'flapjacks',
    must: ['oats-rolled', 'golden-syrup', 'butter-unsalted'],
    mustNot: ['egg-whole-raw', 'milk-whole', 'baking-powder'],
    type: 'Dessert',
  },
  {
    request: 'vegan flapjacks',
    must: ['oats-rolled', 'golden-syrup'],
    keeps: ['vegan'],
  },
  {
    request: 'shortbread',
    must: ['flour-all-purpose', 'butter-unsalted', 'sugar'],
    mustNot: ['egg-whole-raw', 'milk-whole', 'baking-powder'],
  },
  {
    request: 'gluten free shortbread',
    must: ['butter-unsalted'],
    mustNot: ['egg-whole-raw', 'baking-powder'],
    keeps: ['gluten-free'],
  },
  {
    request: 'chocolate fudge',
    must: ['chocolate-dark', 'milk-condensed-sweetened'],
    mustNot: ['flour-all-purpose', 'egg-whole-raw', 'oats-rolled'],
  },
  {
    request: 'beef gyudon',
    must: ['beef-sirloin-raw', 'onion-raw', 'rice-sushi-boiled', 'mirin'],
    mustNot: ['potato-new-boiled', 'zucchini-raw'],
    type: 'Dinner',
  },
  {
    request: 'vegan gyudon',
    must: ['onion-raw', 'tofu-firm'],
    mustNot: ['broth-fish'],
    keeps: ['vegan'],
  },
  {
    request: 'onigiri',
    must: ['rice-sushi-boiled', 'nori', 'salmon-atlantic-farmed-raw'],
    mustNot: ['quinoa-boiled', 'chickpeas-boiled'],
  },
  {
    request: 'vegan onigiri',
    must: ['rice-sushi-boiled', 'nori'],
    keeps: ['vegan'],
  },
  {
    request: 'prawn ceviche',
    must: ['shrimp-raw', 'lime-juice', 'onion-red-raw'],
    mustNot: ['sea-bass-raw', 'potato-new-boiled', 'zucchini-raw'],
  },
  {
    request: 'char siu pork',
    must: ['hoisin-sauce', 'honey', 'five-spice-powder'],
    mustNot: ['potato-new-boiled', 'zucchini-raw'],
    type: 'Dinner',
  },
  {
    request: 'potato and cheese pierogi',
    must: ['flour-all-purpose', 'potato-raw', 'cheese-cottage'],
    mustNot: ['chickpeas-boiled', 'quinoa-boiled', 'tahini'],
  },
  {
    request: 'chocolate brownies',
    must: ['chocolate-dark', 'cocoa-powder', 'egg-whole-raw'],
    mustNot: ['milk-whole', 'baking-powder'],
  },
  {
    request: 'scones',
    must: ['flour-self-raising', 'butter-unsalted', 'milk-whole'],
    mustNot: ['chocolate-dark'],
    type: 'Dessert',
  },
  {
    request: 'pulled pork',
    must: ['pork-shoulder-raw', 'bbq-sauce', 'hamburger-bun', 'cabbage-raw'],
    mustNot: ['broth-vegetable', 'parsley-fresh'],
    type: 'Dinner',
  },
  {
    request: 'cheesecake',
    must: ['cheese-cream', 'digestive-biscuits', 'egg-whole-raw'],
    mustNot: ['milk-whole', 'baking-powder', 'flour-all-purpose'],
  },
  {
    request: 'vegan cheesecake',
    must: ['tofu-silken'],
    mustNot: ['baking-powder', 'flour-all-purpose'],
    keeps: ['vegan'],
  },
  {
    request: 'gluten free cheesecake',
    must: ['cheese-cream'],
    keeps: ['gluten-free'],
  },
  {
    request: 'steak and chips',
    must: ['beef-sirloin-raw', 'potato-raw'],
    mustNot: ['zucchini-raw', 'bell-pepper-red-raw', 'potato-new-boiled'],
    type: 'Dinner',
  },
  {
    request: 'nicoise salad',
    must: ['tuna-canned-water', 'egg-whole-raw', 'green-beans-raw', 'olives-black'],
    mustNot: ['chickpeas-boiled', 'arugula-raw'],
  },
  {
    // The kind's own word is implied by a request of that kind: the French name finds it too.
    request: 'salade niçoise',
    must: ['tuna-canned-water', 'green-beans-raw'],
    mustNot: ['chickpeas-boiled', 'arugula-raw'],
  },
  {
    request: 'vegetarian nicoise salad',
    must: ['egg-whole-raw', 'green-beans-raw'],
    mustNot: ['anchovies-canned', 'tuna-canned-water'],
    keeps: ['vegetarian'],
  },
  {
    request: 'hot dogs',
    must: ['frankfurter-beef', 'hamburger-bun', 'onion-raw'],
    mustNot: ['potato-new-boiled', 'zucchini-raw'],
  },
  {
    // "Chicken" names a kind of food: the seed's own thighs are kept, not swapped for breast.
    request: 'fried chicken',
    must: ['chicken-thigh-raw', 'buttermilk-whole', 'flour-all-purpose'],
    mustNot: ['chicken-breast-raw', 'potato-new-boiled'],
  },
  {
    // The library's Swedish buns were found only by "swedish cinnamon buns".
    request: 'cinnamon buns',
    must: ['yeast-active-dry', 'cinnamon', 'flour-all-purpose'],
    mustNot: ['quinoa-boiled', 'chickpeas-boiled'],
  },
  {
    request: 'fish and chips',
    must: ['cod-raw', 'potato-raw', 'peas-green-boiled', 'breadcrumbs-dry'],
    mustNot: ['onion-red-raw', 'paprika'],
  },
  {
    request: 'vegetarian eggs benedict',
    must: ['egg-whole-raw', 'english-muffin', 'egg-yolk-raw'],
    // The eggs are its protein still: no chickpeas for the ham.
    mustNot: ['ham-sliced', 'chickpeas-boiled'],
    keeps: ['vegetarian'],
  },
  {
    request: 'vegan pierogi',
    must: ['flour-all-purpose', 'potato-raw'],
    mustNot: ['tofu-firm'],
    keeps: ['vegan'],
  },
];
