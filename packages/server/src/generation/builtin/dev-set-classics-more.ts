// More of the dev set's classic dishes (dev-set-classics.ts has the first ones, dev-set.ts the
// rules): dishes that were a bowl, a traybake or a sponge, low-carb and high-protein wishes,
// cookies, breads, takeaway favourites (2026-11-28).
import type { DevCase } from './dev-set.ts';

export const DEV_SET_CLASSICS_MORE: readonly DevCase[] = [
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
  {
    // The bread is what the slow-cooked pork is served in: it was toast with raw pork.
    request: 'pulled pork sandwich',
    must: ['pork-shoulder-raw', 'hamburger-bun', 'bbq-sauce'],
    mustNot: ['bread-sourdough', 'beef-ground-90-raw'],
  },
  {
    request: 'pulled pork burger',
    must: ['pork-shoulder-raw', 'hamburger-bun'],
    mustNot: ['beef-ground-90-raw', 'breadcrumbs-dry'],
  },
  {
    // Cheese scones were the sweet scones with jam, cream and cheddar scattered on top.
    request: 'cheese scones',
    must: ['flour-self-raising', 'cheese-cheddar'],
    mustNot: ['jam', 'cream-heavy', 'vanilla-extract', 'sugar'],
  },
  { request: 'cheddar scones', must: ['cheese-cheddar'], mustNot: ['jam', 'cream-heavy'] },
  {
    // A lassi is yoghurt and milk, no oats.
    request: 'mango lassi',
    must: ['mango-raw', 'yogurt-plain-whole', 'cardamom'],
    mustNot: ['oats-rolled'],
  },
];
