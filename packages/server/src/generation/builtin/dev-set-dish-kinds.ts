// The dev set's requests for dishes with methods of their own (dev-set.ts has the rest and the
// rules): pies, tarts, dips, burgers, meatballs, fruit salads, quiches, stuffed vegetables,
// layered desserts, crumbed dishes, sushi, nachos, granola, dumplings, batter bakes, hand pies and
// set creams.
import type { DevCase } from './dev-set.ts';

export const DEV_SET_DISH_KINDS: readonly DevCase[] = [
  // Pies, dips, burgers, meatballs and fruit salads have methods of their own.
  {
    request: 'fruit salad',
    must: ['category:fruit'],
    mustNot: ['chickpeas-boiled', 'onion-red-raw', 'salt-table'],
    type: 'Dessert',
  },
  {
    request: 'apple pie',
    must: ['apple-raw', 'shortcrust-pastry'],
    mustNot: ['potato-new-boiled', 'chickpeas-boiled', 'onion-red-raw'],
    type: 'Dessert',
    title: /^Apple Pie$/,
  },
  {
    request: 'guacamole',
    must: ['avocado-raw', 'lime-juice'],
    mustNot: ['quinoa-boiled', 'chickpeas-boiled', 'lemon-juice', 'garlic-raw'],
  },
  { request: 'hummus', must: ['chickpeas-boiled', 'tahini'], mustNot: ['hummus'] },
  {
    request: 'veggie burger',
    must: ['hamburger-bun', 'category:legumes'],
    keeps: ['vegetarian'],
    mustNot: ['bread-white'],
  },
  {
    request: 'cheeseburgers for 4',
    must: ['beef-ground-90-raw', 'hamburger-bun', 'cheese-cheddar'],
  },
  {
    request: 'spaghetti and meatballs',
    must: ['beef-ground-90-raw', 'spaghetti-boiled|pasta-dry', 'tomatoes-canned'],
    mustNot: ['zucchini-raw'],
  },
  {
    request: 'fish pie',
    must: ['cod-raw', 'potato-raw', 'milk-whole'],
    mustNot: ['paprika', 'bell-pepper-red-raw', 'lentils-green-boiled'],
  },
  { request: 'chicken pot pie', must: ['chicken-breast-raw|chicken-thigh-raw', 'puff-pastry'] },
  { request: 'cherry tart', must: ['cherries-raw'], mustNot: ['onion-raw'], type: 'Dessert' },
  {
    request: 'quiche lorraine',
    must: ['shortcrust-pastry', 'egg-whole-raw', 'bacon-raw'],
    mustNot: ['quinoa-boiled', 'cheese-cheddar'],
  },
  { request: 'vegan quiche', keeps: ['vegan'], must: ['shortcrust-pastry', 'tofu-firm'] },
  // Custard tarts: a sweet custard set in a case, never a bowl of quinoa with a lemon.
  {
    request: 'lemon tart',
    must: ['shortcrust-pastry', 'egg-whole-raw', 'lemon-juice', 'sugar'],
    mustNot: ['quinoa-boiled', 'chickpeas-boiled', 'onion-raw'],
    type: 'Dessert',
    title: /^Lemon Tart$/,
  },
  // A tart of vegetables is pastry baked open under them, never a bowl of quinoa with a tomato.
  {
    request: 'tomato tart',
    must: ['puff-pastry', 'tomato-raw', 'cheese-gruyere'],
    mustNot: ['quinoa-boiled', 'chickpeas-boiled'],
    title: /^Tomato Tart$/,
  },
  {
    request: "leek and goat's cheese tart",
    must: ['puff-pastry', 'leek-raw', 'cheese-goat-soft'],
    mustNot: ['cheese-gruyere', 'tomato-raw', 'quinoa-boiled'],
  },
  {
    request: 'vegan mushroom galette',
    keeps: ['vegan'],
    must: ['puff-pastry', 'mushroom-white-raw'],
    mustNot: ['flaxseed', 'egg-whole-raw'],
  },
  // Falafel is chickpea patties in a pita, never a bowl of quinoa or black-bean tacos.
  {
    request: 'falafel',
    must: ['chickpeas-boiled', 'bread-pita-white', 'tahini'],
    mustNot: ['quinoa-boiled', 'black-beans-boiled'],
    title: /^Falafel$/,
  },
  // A tart of sweet things alone is a dessert, never a tomato tart with jam on it.
  { request: 'jam tart', must: ['jam'], mustNot: ['tomato-raw', 'onion-raw'], type: 'Dessert' },
  // Crumbed fish is cut into strips, never a tray of roast vegetables.
  {
    request: 'fish fingers for the kids',
    must: ['cod-raw', 'breadcrumbs-dry', 'egg-whole-raw'],
    mustNot: ['potato-new-boiled', 'bell-pepper-red-raw'],
    title: /^Fish Fingers$/,
  },
  {
    request: 'chicken kiev',
    must: ['chicken-breast-raw', 'butter-unsalted', 'garlic-raw', 'breadcrumbs-dry'],
    mustNot: ['potato-new-boiled', 'bell-pepper-red-raw'],
    title: /^Chicken Kiev$/,
  },
  {
    request: 'lemon meringue pie',
    must: ['shortcrust-pastry', 'egg-whole-raw', 'egg-white-raw', 'lemon-juice', 'sugar'],
    mustNot: ['lentils-green-boiled', 'potato-raw', 'onion-raw'],
    type: 'Dessert',
    title: /^Lemon Meringue Pie$/,
  },
  {
    request: 'key lime pie for a party',
    must: ['graham-crackers', 'lime-juice', 'milk-condensed-sweetened'],
    mustNot: ['shortcrust-pastry', 'onion-raw'],
    type: 'Dessert',
  },
  {
    request: 'pumpkin pie',
    must: ['pumpkin-raw', 'egg-whole-raw', 'shortcrust-pastry', 'cinnamon'],
    mustNot: ['potato-raw', 'beef-ground-90-raw'],
    type: 'Dessert',
  },
  {
    request: 'a dairy free chocolate tart',
    must: ['chocolate-dark', 'shortcrust-pastry'],
    keeps: ['dairy-free'],
    type: 'Dessert',
  },
  {
    request: 'stuffed peppers with beef and rice',
    must: ['bell-pepper-red-raw', 'beef-ground-90-raw', 'category:rice'],
    mustNot: ['beef-sirloin-raw', 'chickpeas-boiled'],
  },
  {
    request: 'bouillabaisse',
    must: ['broth-fish', 'cod-raw|mussels-raw|shrimp-raw'],
    mustNot: ['quinoa-boiled', 'lentils-red-boiled'],
  },
  {
    request: 'tiramisu',
    must: ['ladyfingers', 'cheese-mascarpone', 'coffee-espresso'],
    mustNot: ['quinoa-boiled', 'chickpeas-boiled'],
    type: 'Dessert',
  },
  { request: 'trifle', must: ['sponge-cake', 'custard-powder'], type: 'Dessert' },
  {
    request: 'chicken parmesan',
    must: ['chicken-breast-raw', 'breadcrumbs-dry', 'cheese-mozzarella'],
    mustNot: ['potato-new-boiled'],
  },
  { request: 'gluten-free pork schnitzel', keeps: ['gluten-free'], must: ['pork-tenderloin-raw'] },
  {
    request: 'vegetarian sushi',
    must: ['rice-sushi-dry|rice-sushi-boiled', 'nori'],
    mustNot: ['chickpeas-boiled', 'black-pepper'],
    keeps: ['vegetarian'],
  },
  {
    request: 'beef nachos',
    must: ['corn-chips', 'beef-ground-90-raw', 'cheese-cheddar'],
    mustNot: ['beef-sirloin-raw', 'quinoa-boiled'],
  },
  {
    request: 'homemade granola',
    must: ['oats-rolled'],
    mustNot: ['chickpeas-boiled', 'granola'],
    type: 'Breakfast',
  },
  {
    request: 'pork dumplings',
    must: ['wonton-wrappers', 'pork-ground-raw'],
    mustNot: ['quinoa-boiled', 'chickpeas-boiled'],
  },
  { request: 'vegan gyoza', keeps: ['vegan'], must: ['wonton-wrappers', 'tofu-firm'] },
  // Batter bakes, hand pies and set creams (2026-11-27): each was a quinoa bowl, a traybake or a cake.
  {
    request: 'toad in the hole',
    must: ['sausage-italian-raw', 'flour-all-purpose', 'egg-whole-raw', 'milk-whole'],
    mustNot: ['quinoa-boiled', 'potato-new-boiled'],
    type: 'Dinner',
  },
  {
    request: 'yorkshire puddings',
    must: ['flour-all-purpose', 'egg-whole-raw', 'milk-whole'],
    mustNot: ['sausage-italian-raw', 'sugar'],
    type: 'Dinner',
  },
  {
    request: 'gluten-free toad in the hole',
    keeps: ['gluten-free'],
    must: ['sausage-italian-raw'],
  },
  {
    request: 'sausage rolls',
    must: ['puff-pastry', 'sausage-italian-raw'],
    mustNot: ['potato-new-boiled', 'bell-pepper-red-raw'],
  },
  {
    request: 'cornish pasties',
    must: ['shortcrust-pastry', 'beef-chuck-raw', 'potato-raw', 'rutabaga-raw'],
  },
  {
    request: 'vegan samosas',
    keeps: ['vegan'],
    must: ['filo-pastry', 'potato-raw', 'peas-green-boiled'],
    mustNot: ['quinoa-boiled'],
  },
  { request: 'beef empanadas', must: ['shortcrust-pastry', 'beef-ground-90-raw'] },
  {
    request: 'calzone',
    must: ['pizza-dough-raw', 'cheese-mozzarella'],
    mustNot: ['quinoa-boiled'],
  },
  {
    request: 'beef wellington',
    must: ['puff-pastry', 'beef-sirloin-raw', 'mushroom-white-raw'],
    mustNot: ['potato-new-boiled'],
    type: 'Dinner',
  },
  {
    request: 'salmon en croute',
    must: ['puff-pastry', 'salmon-atlantic-farmed-raw', 'spinach-raw'],
  },
  { request: 'panna cotta', must: ['cream-heavy', 'gelatin'], type: 'Dessert' },
  { request: 'vegan panna cotta', keeps: ['vegan'], must: ['coconut-cream', 'cornstarch'] },
  {
    request: 'creme brulee',
    must: ['cream-heavy', 'egg-yolk-raw', 'sugar'],
    mustNot: ['quinoa-boiled'],
    type: 'Dessert',
  },
  { request: 'creme caramel', must: ['milk-whole', 'egg-whole-raw'], mustNot: ['cream-heavy'] },
  { request: 'lemon posset', must: ['cream-heavy', 'lemon-juice'], mustNot: ['gelatin'] },
  { request: 'chia pudding', must: ['chia-seeds'], mustNot: ['flour-all-purpose'] },
  {
    request: 'eton mess',
    must: ['egg-white-raw', 'strawberries-raw', 'cream-heavy'],
    mustNot: ['quinoa-boiled'],
    type: 'Dessert',
  },
  { request: 'pavlova', must: ['egg-white-raw'], type: 'Dessert' },
  {
    request: 'bangers and mash',
    must: ['potato-raw', 'sausage-italian-raw', 'broth-beef'],
    mustNot: ['quinoa-boiled', 'broccoli-raw'],
    type: 'Dinner',
  },
  { request: 'mashed potatoes', must: ['potato-raw', 'milk-whole'], mustNot: ['chickpeas-boiled'] },
  { request: 'colcannon', must: ['potato-raw', 'cabbage-raw'] },
  {
    request: 'spanish tortilla',
    must: ['egg-whole-raw', 'potato-raw', 'onion-raw'],
    mustNot: ['tortilla-flour', 'black-beans-boiled'],
  },
  {
    request: 'banh mi',
    must: ['bread-baguette', 'pork-tenderloin-raw', 'carrot-raw'],
    mustNot: ['quinoa-boiled'],
  },
  {
    request: 'chicken adobo',
    must: ['chicken-thigh-raw', 'soy-sauce', 'vinegar-white', 'bay-leaf'],
    mustNot: ['potato-new-boiled'],
  },
  {
    request: 'roast potatoes',
    must: ['potato-raw|potato-new-boiled'],
    mustNot: ['chickpeas-boiled', 'zucchini-raw'],
  },
  { request: 'roasted vegetables', mustNot: ['quinoa-boiled', 'chickpeas-boiled'] },
  {
    request: 'welsh rarebit',
    must: ['cheese-cheddar', 'worcestershire-sauce'],
    mustNot: ['quinoa-boiled', 'avocado-raw'],
  },
  {
    request: 'garlic bread',
    must: ['bread-baguette', 'garlic-raw', 'butter-unsalted'],
    mustNot: ['avocado-raw'],
  },
  {
    request: 'bread and butter pudding',
    must: ['bread-white', 'egg-whole-raw', 'milk-whole', 'raisins'],
    mustNot: ['bread-sourdough', 'flour-all-purpose'],
    type: 'Dessert',
  },
  {
    request: 'soda bread',
    must: ['buttermilk-whole', 'baking-soda', 'flour-all-purpose'],
    mustNot: ['avocado-raw', 'black-pepper'],
  },
  {
    request: 'cornbread',
    must: ['cornmeal', 'buttermilk-whole', 'egg-whole-raw'],
    mustNot: ['avocado-raw', 'cornbread'],
  },
];
