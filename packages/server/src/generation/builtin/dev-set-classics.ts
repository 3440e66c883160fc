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
  // Each was a quinoa bowl, a traybake or the cake plan (2026-11-28).
  {
    request: 'cinnamon rolls',
    must: ['yeast-active-dry', 'cinnamon', 'flour-all-purpose'],
    mustNot: ['quinoa-boiled', 'chickpeas-boiled'],
  },
  {
    // The buns' egg was only brushed on: no tofu (it was 1.2 kg) and no flax in its place.
    request: 'vegan cinnamon buns',
    must: ['yeast-active-dry', 'oil-coconut'],
    mustNot: ['tofu-firm', 'flaxseed', 'oil-olive'],
    keeps: ['vegan'],
  },
  {
    request: 'coleslaw',
    must: ['cabbage-raw', 'carrot-raw', 'mayonnaise'],
    mustNot: ['chickpeas-boiled', 'arugula-raw', 'cucumber-raw'],
  },
  {
    request: 'potato salad',
    must: ['potato-new-boiled', 'mayonnaise', 'egg-whole-raw'],
    mustNot: ['chickpeas-boiled', 'arugula-raw'],
  },
  {
    request: 'tuna melt',
    must: ['tuna-canned-water', 'cheese-cheddar', 'bread-sourdough'],
    mustNot: ['potato-new-boiled', 'zucchini-raw'],
  },
  {
    request: 'sloppy joes',
    must: ['beef-ground-90-raw', 'hamburger-bun', 'ketchup'],
    mustNot: ['quinoa-boiled'],
  },
  {
    // "Turkey" on a dish of mince is turkey mince, not a breast.
    request: 'turkey sloppy joes',
    must: ['turkey-ground-raw', 'hamburger-bun'],
    mustNot: ['turkey-breast-raw', 'beef-ground-90-raw', 'potato-new-boiled'],
  },
  {
    // A bolognese's beef gives way to the meat the cook named.
    request: 'turkey bolognese',
    must: ['turkey-ground-raw', 'tomatoes-canned'],
    mustNot: ['beef-ground-90-raw', 'turkey-breast-raw'],
  },
  {
    request: "chicken shepherd's pie",
    must: ['chicken-ground-raw', 'potato-raw'],
    mustNot: ['lamb-ground-raw', 'chicken-thigh-raw'],
  },
  {
    request: 'buffalo wings',
    must: ['chicken-wing-raw', 'hot-sauce', 'cheese-blue'],
    mustNot: ['potato-new-boiled'],
  },
  {
    request: 'biscuits and gravy',
    must: ['flour-all-purpose', 'buttermilk-whole', 'pork-ground-raw', 'milk-whole'],
    mustNot: ['vanilla-extract', 'sugar'],
    type: 'Breakfast',
  },
  {
    request: 'okonomiyaki',
    must: ['cabbage-raw', 'flour-all-purpose', 'egg-whole-raw', 'broth-fish'],
    mustNot: ['quinoa-boiled'],
  },
  {
    // Its pork is laid on top: a vegetarian's is the pancake without it, not a quinoa bowl.
    request: 'vegetarian okonomiyaki',
    must: ['cabbage-raw', 'flour-all-purpose', 'broth-vegetable'],
    mustNot: ['pork-belly-raw', 'quinoa-boiled', 'broth-fish'],
    keeps: ['vegetarian'],
  },
  {
    request: 'chilaquiles',
    must: ['tortilla-corn', 'tomato-raw', 'egg-whole-raw'],
    mustNot: ['quinoa-boiled'],
    type: 'Breakfast',
  },
  {
    request: 'pot roast',
    must: ['beef-chuck-raw', 'potato-raw', 'carrot-raw', 'broth-beef'],
    mustNot: ['chickpeas-boiled', 'potato-new-boiled'],
  },
  {
    request: 'chicken paprikash',
    must: ['chicken-thigh-raw', 'paprika', 'sour-cream', 'noodles-egg-boiled'],
    mustNot: ['potato-new-boiled'],
  },
  {
    // Waffles are cooked in a waffle iron, not as pancakes in a frying pan.
    request: 'waffles',
    must: ['flour-all-purpose', 'buttermilk-whole', 'egg-whole-raw'],
    title: /Waffles/,
    type: 'Breakfast',
  },
  {
    // Yogurt, granola and berries: no ladyfingers or whipped cream, no second yogurt.
    request: 'yogurt parfait',
    must: ['yogurt-greek-whole', 'granola'],
    mustNot: ['ladyfingers', 'cream-heavy', 'yogurt-plain-whole'],
    type: 'Breakfast',
  },
  // A low-carb or high-protein wish with nothing named was a traybake of new potatoes and
  // chickpeas, or a bowl of oats (2026-11-28).
  {
    request: 'low carb dinner',
    must: ['chicken-thigh-raw'],
    mustNot: ['potato-new-boiled', 'chickpeas-boiled', 'quinoa-boiled'],
    type: 'Dinner',
  },
  {
    request: 'keto lunch',
    mustNot: ['quinoa-boiled', 'chickpeas-boiled', 'bread-sourdough'],
  },
  { request: 'high protein breakfast', must: ['egg-whole-raw'], mustNot: ['oats-rolled'] },
  {
    request: 'vegan high protein dinner',
    must: ['tofu-firm'],
    mustNot: ['chickpeas-boiled'],
    keeps: ['vegan'],
  },
  {
    // A seed's rice on the side is cauliflower rice, with no dry weight for it.
    request: 'low carb chicken curry',
    must: ['chicken-thigh-raw'],
    mustNot: ['rice-basmati-boiled', 'rice-basmati-dry'],
  },
  {
    // The starch the cook named stays.
    request: 'low carb chicken with rice',
    must: ['chicken-breast-raw', 'rice-basmati-boiled|rice-white-long-grain-boiled'],
  },
  // Cookies were the cake plan: a sponge with a cup of milk, baked 40 minutes in a tin.
  {
    request: 'peanut butter cookies',
    must: ['flour-all-purpose', 'peanut-butter', 'butter-unsalted', 'sugar-brown'],
    mustNot: ['milk-whole', 'baking-powder'],
    type: 'Dessert',
  },
  {
    // The oats are folded in; the flour stays.
    request: 'oatmeal raisin cookies',
    must: ['oats-rolled', 'raisins', 'flour-all-purpose'],
    mustNot: ['milk-whole'],
  },
  {
    request: 'shortbread biscuits',
    must: ['butter-unsalted', 'flour-all-purpose'],
    mustNot: ['egg-whole-raw'],
  },
  // Breads to bake were toast with avocado (2026-11-28).
  {
    request: 'focaccia',
    must: ['flour-bread', 'yeast-active-dry', 'oil-olive'],
    mustNot: ['focaccia', 'avocado-raw'],
  },
  {
    request: 'naan bread',
    must: ['flour-all-purpose', 'yogurt-plain-whole'],
    mustNot: ['bread-naan', 'bread-sourdough', 'avocado-raw'],
  },
  {
    // A curry with naan beside it is still a curry.
    request: 'butter chicken with naan',
    must: ['chicken-thigh-raw', 'bread-naan'],
    mustNot: ['flour-all-purpose'],
  },
  // Each was a bowl, toast on a bought bun or a stir-fry with peppers (2026-11-28).
  {
    request: 'summer rolls',
    must: ['rice-paper', 'noodles-rice-dry', 'shrimp-cooked', 'peanut-butter'],
    mustNot: ['quinoa-boiled', 'chickpeas-boiled'],
  },
  {
    // Its prawns are a filling: a vegan's are tofu, not the house bowl.
    request: 'vegan summer rolls',
    must: ['rice-paper', 'tofu-firm'],
    mustNot: ['shrimp-cooked', 'quinoa-boiled'],
    keeps: ['vegan'],
  },
  {
    request: 'chicken satay',
    must: ['chicken-thigh-raw', 'peanut-butter', 'coconut-milk-canned'],
    mustNot: ['bell-pepper-red-raw'],
  },
  {
    request: 'bao buns',
    must: ['steamed-bun', 'pork-belly-raw'],
    mustNot: ['avocado-raw'],
  },
  {
    request: 'dan dan noodles',
    must: ['pork-ground-raw', 'tahini', 'noodles-egg-dry|noodles-egg-boiled'],
    mustNot: ['tofu-firm', 'broccoli-raw'],
  },
  {
    // The seed's apples and blackberries give way to the fruit named; the cake plan made a sponge.
    request: 'rhubarb crumble',
    must: ['rhubarb-raw', 'flour-all-purpose', 'butter-unsalted'],
    mustNot: ['apple-raw', 'blackberries-raw', 'egg-whole-raw', 'milk-whole'],
  },
  {
    // Overnight oats soak; they were simmered in a pan.
    request: 'overnight oats',
    must: ['oats-rolled', 'milk-whole'],
    title: /Overnight Oats/,
  },
  {
    // A whole bird on its vegetables; it was chicken thighs beside new potatoes and courgettes.
    request: 'roast chicken',
    must: ['chicken-whole-raw', 'potato-raw', 'lemon-raw'],
    mustNot: ['chicken-thigh-raw', 'zucchini-raw'],
  },
  {
    // Leftovers are not roasted again from raw.
    request: 'leftover roast chicken with rice',
    must: ['chicken-breast-roasted'],
    mustNot: ['chicken-whole-raw'],
  },
  {
    // Fish and crab cakes were a sweet vanilla sponge.
    request: 'fish cakes',
    must: ['cod-raw', 'potato-raw', 'breadcrumbs-dry'],
    mustNot: ['vanilla-extract', 'sugar', 'milk-whole'],
  },
  {
    request: 'crab cakes',
    must: ['crab-raw', 'potato-raw', 'breadcrumbs-dry'],
    mustNot: ['cod-raw', 'vanilla-extract', 'chicken-breast-raw'],
  },
  {
    // "Teriyaki" is a stir-fry: the library's salmon teriyaki (a bowl) was never found.
    request: 'salmon teriyaki',
    must: ['salmon-atlantic-farmed-raw', 'mirin', 'bok-choy-raw'],
  },
  // Takeaway favourites: a traybake of new potatoes, a stir-fry on rice, a lentil soup with cumin.
  {
    request: 'chicken tikka',
    must: ['chicken-thigh-raw', 'yogurt-plain-whole', 'garam-masala', 'rice-basmati-boiled'],
    mustNot: ['potato-new-boiled'],
  },
  {
    request: 'orange chicken',
    must: ['chicken-breast-raw', 'orange-juice', 'soy-sauce'],
    mustNot: ['potato-new-boiled'],
  },
  {
    request: 'beef chow mein',
    must: ['noodles-egg-boiled', 'beef-sirloin-raw'],
    mustNot: ['rice-basmati-boiled'],
  },
  {
    // The named noodles are the soup's; it had udon and egg noodles.
    request: 'udon noodle soup',
    must: ['noodles-udon-boiled'],
    mustNot: ['noodles-egg-boiled'],
  },
  {
    request: 'hot and sour soup',
    must: ['tofu-firm', 'mushroom-shiitake-raw', 'vinegar-rice', 'egg-whole-raw'],
    mustNot: ['lentils-red-boiled', 'cumin'],
  },
  { request: 'egg drop soup', must: ['egg-whole-raw', 'broth-chicken'], mustNot: ['cumin'] },
  {
    request: 'yakisoba',
    must: ['noodles-egg-boiled', 'cabbage-raw'],
    mustNot: ['quinoa-boiled'],
  },
];
