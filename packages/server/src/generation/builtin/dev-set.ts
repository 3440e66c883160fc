// The built-in chef's dev set (issue 16): requests as new cooks write them, with what each draft
// must and must not contain. Foods are catalogue ids; "a|b" accepts either; "category:meat" rules
// out a whole category. `keeps` lists constraints every line must meet (core's food knowledge);
// `lowerThan` names the same request without the low-GI wish, whose GL the draft must beat.
// The chef is graded on other requests: these cover cuisines, meals, constraints and odd phrasing
// so that fixing one does not tune the chef to the list.
import type { FoodConstraint, RecipeType } from '@roastie/core';
import { DEV_SET_CLASSICS } from './dev-set-classics.ts';
import { DEV_SET_CLASSICS_MORE } from './dev-set-classics-more.ts';
import { DEV_SET_DISH_KINDS } from './dev-set-dish-kinds.ts';

export interface DevCase {
  request: string;
  must?: string[];
  mustNot?: string[];
  keeps?: FoodConstraint[];
  type?: RecipeType;
  title?: RegExp;
  servings?: number;
  /** The most minutes the recipe may take ("quick"). */
  maxMinutes?: number;
  lowerThan?: string;
}

export const DEV_SET: readonly DevCase[] = [
  // The requests the issue reported.
  {
    request: 'Salmon with a roasted side please',
    must: ['salmon-atlantic-farmed-raw'],
    mustNot: ['miso', 'tofu-silken', 'nori', 'category:meat'],
    type: 'Dinner',
    title: /Salmon/,
  },
  {
    request: 'a family lasagne',
    must: ['pasta-dry', 'tomatoes-canned'],
    mustNot: ['spaghetti-boiled'],
    title: /^Lasagne$/,
  },
  {
    request: 'beef stir fry with noodles',
    must: ['noodles-egg-boiled|noodles-rice-boiled|noodles-udon-boiled', 'beef-sirloin-raw'],
    mustNot: ['category:rice', 'tofu-firm'],
    title: /Stir Fry/,
  },
  {
    request: 'Chicken curry, low GI please',
    must: ['chicken-thigh-raw'],
    title: /^Chicken Curry$/,
    lowerThan: 'chicken curry',
  },
  {
    request: 'Banana pancakes for breakfast',
    must: ['banana-raw'],
    type: 'Breakfast',
    title: /^Banana Pancakes$/,
  },
  // Dishes and their bases.
  { request: 'lasagna', must: ['pasta-dry'], title: /Lasagna/ },
  // Named for its vegetables: no meat the cook did not ask for.
  {
    request: 'vegetable lasagne with courgettes',
    must: ['pasta-dry', 'zucchini-raw'],
    mustNot: ['category:meat', 'category:fish-seafood'],
    title: /Vegetable Lasagne/,
  },
  {
    request: 'aubergine parmigiana',
    must: ['eggplant-raw', 'cheese-mozzarella'],
    mustNot: ['pasta-dry', 'category:meat', 'quinoa-boiled'],
    title: /Parmigiana/,
  },
  // Classic dishes by name, each made of what makes it (they were bowls, bean stews or porridge).
  { request: 'goulash', must: ['beef-chuck-raw', 'paprika'], mustNot: ['cannellini-beans-boiled'] },
  { request: 'irish stew', must: ['lamb-shoulder-raw', 'potato-raw'] },
  {
    request: 'full english breakfast',
    must: ['bacon-raw', 'egg-whole-raw', 'baked-beans-canned'],
    mustNot: ['oats-rolled', 'lime-juice'],
    type: 'Breakfast',
  },
  { request: 'lamb kebab', must: ['bread-pita-white', 'lamb-leg-raw'] },
  {
    request: 'spanakopita',
    must: ['filo-pastry', 'spinach-raw', 'cheese-feta'],
    mustNot: ['category:meat'],
  },
  {
    request: 'cacio e pepe',
    must: ['cheese-pecorino', 'black-pepper'],
    mustNot: ['category:meat'],
  },
  { request: 'pesto pasta', must: ['pesto'], mustNot: ['tomatoes-canned'] },
  {
    request: 'pizza margherita',
    must: ['cheese-mozzarella', 'tomato-passata'],
    mustNot: ['avocado-raw'],
    type: 'Dinner',
  },
  {
    request: 'jollof rice',
    must: ['rice-white-long-grain-dry', 'tomatoes-canned', 'bell-pepper-red-raw'],
    mustNot: ['cheese-parmesan', 'chickpeas-boiled', 'broccoli-raw'],
  },
  {
    request: 'khichdi',
    must: ['rice-basmati-dry', 'lentils-red-boiled'],
    mustNot: ['cheese-parmesan'],
  },
  { request: 'beef and broccoli', must: ['beef-sirloin-raw', 'broccoli-raw', 'soy-sauce'] },
  { request: 'tandoori chicken', must: ['chicken-thigh-raw', 'yogurt-plain-whole'] },
  { request: 'sticky toffee pudding', must: ['dates-medjool', 'toffee'], type: 'Dessert' },
  { request: 'spotted dick', must: ['currants-dried'], type: 'Dessert' },
  {
    request: 'chocolate mousse',
    must: ['chocolate-dark', 'cream-heavy'],
    mustNot: ['oats-rolled', 'ladyfingers'],
    type: 'Dessert',
  },
  // Vegan, the custard's eggs have no stand-in to scatter on top: it finishes with its sauce.
  {
    request: 'vegan moussaka',
    must: ['eggplant-raw'],
    mustNot: ['flaxseed', 'pasta-dry'],
    keeps: ['vegan'],
  },
  // Aubergine and potato layered under a custard, not pasta.
  {
    request: 'moussaka',
    must: ['eggplant-raw', 'lamb-ground-raw', 'egg-whole-raw'],
    mustNot: ['pasta-dry'],
    title: /^Moussaka$/,
  },
  {
    request: 'vegan lasagne',
    must: ['pasta-dry'],
    keeps: ['vegan'],
    mustNot: ['cheese-mozzarella', 'beef-ground-90-raw'],
  },
  {
    request: 'vegetarian lasagne with spinach and ricotta',
    must: ['pasta-dry', 'spinach-raw', 'cheese-ricotta'],
    keeps: ['vegetarian'],
  },
  {
    request: 'mushroom risotto',
    must: ['mushroom-white-raw', 'rice-arborio-dry|rice-arborio-boiled'],
    type: 'Dinner',
  },
  { request: 'pea and mint risotto', must: ['peas-green-boiled', 'mint-fresh'] },
  {
    request: 'chocolate brownies',
    must: ['chocolate-dark|cocoa-powder'],
    type: 'Dessert',
    mustNot: ['onion-raw', 'garlic-raw'],
  },
  {
    request: 'gluten-free brownies',
    must: ['chocolate-dark|cocoa-powder'],
    keeps: ['gluten-free'],
    type: 'Dessert',
  },
  {
    request: 'leek and potato soup',
    must: ['leek-raw', 'potato-raw|potato-boiled'],
    mustNot: ['lentils-red-boiled', 'carrot-raw'],
    type: 'Lunch',
  },
  { request: 'tomato soup', must: ['tomato-raw|tomatoes-canned'] },
  {
    request: 'chicken noodle soup',
    must: ['chicken-breast-raw|chicken-thigh-raw', 'noodles-egg-boiled|noodles-rice-boiled'],
  },
  {
    request: 'pho',
    must: ['noodles-rice-boiled', 'broth-chicken|broth-beef|broth-vegetable'],
    mustNot: ['lentils-red-boiled', 'lentils-dry'],
  },
  {
    request: 'vegetarian ramen',
    must: ['noodles-egg-boiled|noodles-rice-boiled', 'egg-whole-raw|tofu-firm'],
    mustNot: ['lentils-red-boiled', 'lentils-dry'],
    keeps: ['vegetarian'],
  },
  // Dishes asked for by name (classic-dishes.ts and the seeds' names).
  {
    request: 'chilli con carne',
    must: ['beef-ground-90-raw', 'kidney-beans-canned|kidney-beans-boiled', 'tomatoes-canned'],
    mustNot: ['quinoa-boiled', 'chickpeas-boiled'],
  },
  {
    request: 'tom yum',
    must: ['shrimp-raw', 'fish-sauce'],
    mustNot: ['cumin', 'lentils-red-boiled'],
  },
  { request: 'miso soup', must: ['miso', 'tofu-silken'], mustNot: ['cumin', 'lemon-juice'] },
  {
    request: 'spaghetti carbonara',
    must: ['pancetta|bacon-raw', 'egg-whole-raw', 'cheese-parmesan'],
    mustNot: ['tomatoes-canned', 'zucchini-raw'],
  },
  { request: 'lamb kofta', must: ['lamb-ground-raw'], mustNot: ['lamb-shoulder-raw'] },
  { request: 'lentil dal', must: ['lentils-red-boiled'], mustNot: ['lentils-boiled'] },
  {
    request: 'kheer',
    must: ['milk-whole', 'rice-basmati-boiled|rice-basmati-dry'],
    title: /^Kheer$/,
  },
  {
    request: 'kung pao chicken',
    must: ['chicken-thigh-raw|chicken-breast-raw', 'peanuts-roasted'],
    mustNot: ['potato-new-boiled'],
  },
  { request: 'french toast', must: ['egg-whole-raw', 'milk-whole'], mustNot: ['avocado-raw'] },
  { request: 'minestrone', must: ['cannellini-beans-boiled'], mustNot: ['lentils-red-boiled'] },
  {
    request: 'beef stroganoff',
    must: ['beef-sirloin-raw', 'mushroom-white-raw', 'sour-cream'],
    mustNot: ['beef-chuck-raw'],
  },
  { request: 'chicken caesar salad', must: ['lettuce-romaine-raw', 'cheese-parmesan'] },
  {
    request: 'chicken biryani',
    must: ['rice-basmati-boiled', 'chicken-thigh-raw|chicken-breast-raw'],
    mustNot: ['tomato-passata', 'honey'],
  },
  {
    request: 'mac and cheese',
    must: ['macaroni-boiled', 'cheese-cheddar', 'milk-whole'],
    mustNot: ['tomatoes-canned', 'zucchini-raw'],
  },
  { request: 'scrambled eggs on toast', must: ['egg-whole-raw'], type: 'Breakfast' },
  { request: 'a BLT', must: ['bacon-raw', 'lettuce-romaine-raw', 'tomato-raw'], title: /^BLT$/ },
  { request: 'stuffed peppers', must: ['bell-pepper-red-raw'], mustNot: ['dates-medjool'] },
  {
    request: 'vegan chili',
    must: ['kidney-beans-canned|kidney-beans-boiled', 'tomatoes-canned'],
    keeps: ['vegan'],
  },
  { request: 'butternut squash soup for lunch', must: ['butternut-squash-raw'], type: 'Lunch' },
  { request: 'greek salad', must: ['cheese-feta', 'cucumber-raw'], type: 'Lunch' },
  {
    request: 'quinoa salad with roasted vegetables',
    must: ['quinoa-boiled'],
    mustNot: ['category:meat'],
  },
  { request: 'tuna salad', must: ['tuna-canned-water|tuna-canned-oil|tuna-fresh-raw'] },
  { request: 'beef tacos', must: ['beef-ground-90-raw', 'tortilla-corn|tortilla-flour'] },
  {
    request: 'fish tacos for two',
    must: ['cod-raw', 'tortilla-corn|tortilla-flour'],
    servings: 2,
    title: /^Fish Tacos$/,
  },
  { request: 'vegetarian bean burritos', keeps: ['vegetarian'], must: ['category:legumes'] },
  { request: 'prawn stir-fry', must: ['shrimp-raw'], mustNot: ['category:meat'] },
  { request: 'tofu stir fry with broccoli', must: ['tofu-firm', 'broccoli-raw'] },
  { request: 'egg fried rice', must: ['egg-whole-raw', 'category:rice'] },
  { request: 'spaghetti bolognese', must: ['spaghetti-boiled', 'beef-ground-90-raw'] },
  {
    request: 'pasta with pesto and chicken',
    must: ['pesto', 'chicken-breast-raw'],
    title: /Pesto/,
  },
  { request: 'macaroni cheese', must: ['macaroni-boiled', 'cheese-cheddar'] },
  { request: 'porridge with blueberries', must: ['oats-rolled', 'blueberries-raw'] },
  {
    request: 'overnight oats with apple and cinnamon',
    must: ['oats-rolled', 'apple-raw', 'cinnamon'],
  },
  { request: 'mushroom omelette', must: ['egg-whole-raw', 'mushroom-white-raw'] },
  { request: 'shakshuka', must: ['egg-whole-raw', 'tomatoes-canned'] },
  { request: 'avocado toast', must: ['avocado-raw', 'category:bread-bakery'] },
  { request: 'strawberry smoothie', must: ['strawberries-raw'], type: 'Breakfast' },
  { request: 'carrot cake', must: ['carrot-raw'], mustNot: ['onion-raw'], type: 'Dessert' },
  { request: 'lamb stew', must: ['lamb-shoulder-raw'], type: 'Dinner' },
  { request: 'beef chilli', must: ['beef-ground-90-raw|beef-chuck-raw'] },
  { request: 'chickpea curry with spinach', must: ['chickpeas-boiled', 'spinach-raw'] },
  { request: 'red lentil dal', must: ['lentils-red-boiled'] },
  // Cuisines.
  {
    request: 'Thai green curry with chicken',
    must: ['chicken-thigh-raw|chicken-breast-raw', 'coconut-milk-canned'],
  },
  { request: 'Indian paneer curry', must: ['paneer'] },
  { request: 'Mexican black bean bowl', must: ['black-beans-boiled'] },
  { request: 'Japanese salmon rice bowl', must: ['salmon-atlantic-farmed-raw', 'category:rice'] },
  { request: 'Korean beef bowl', must: ['category:meat'] },
  { request: 'Moroccan chickpea stew', must: ['chickpeas-boiled'] },
  { request: 'Italian sausage pasta', must: ['sausage-italian-raw'] },
  // Constraints.
  {
    request: 'vegan chocolate cake',
    keeps: ['vegan'],
    must: ['chocolate-dark|cocoa-powder'],
    mustNot: ['honey', 'category:eggs', 'category:dairy'],
  },
  { request: 'vegan pancakes', keeps: ['vegan'], type: 'Breakfast' },
  { request: 'vegan porridge with honey', keeps: ['vegan'], mustNot: ['honey'] },
  {
    request: 'vegan shepherds pie',
    keeps: ['vegan'],
    must: ['potato-raw|potato-boiled|potato-mashed'],
  },
  { request: 'vegetarian curry', keeps: ['vegetarian'], type: 'Dinner' },
  { request: 'vegetarian chilli for 6', keeps: ['vegetarian'], servings: 6 },
  { request: 'gluten free pasta with tomato sauce', keeps: ['gluten-free'] },
  { request: 'gluten-free pancakes', keeps: ['gluten-free'], type: 'Breakfast' },
  { request: 'dairy-free mac and cheese', keeps: ['dairy-free'] },
  {
    request: 'dairy free risotto with mushrooms',
    keeps: ['dairy-free'],
    must: ['mushroom-white-raw'],
  },
  { request: 'gluten-free and dairy-free banana bread', keeps: ['gluten-free', 'dairy-free'] },
  { request: 'pescatarian paella with prawns', keeps: ['pescatarian'], must: ['shrimp-raw'] },
  { request: 'nut-free granola bowl', keeps: ['nut-free'] },
  // Low GI.
  {
    request: 'low GI chicken fried rice',
    must: ['chicken-breast-raw'],
    lowerThan: 'chicken fried rice',
    title: /^Chicken Fried Rice$/,
  },
  { request: 'low-GI jacket potato with beans', lowerThan: 'jacket potato with beans' },
  {
    request: 'diabetic friendly pancakes for breakfast',
    type: 'Breakfast',
    lowerThan: 'pancakes for breakfast',
  },
  // Haste.
  { request: 'quick chicken stir fry', must: ['chicken-breast-raw'], maxMinutes: 30 },
  { request: 'a fast weeknight curry with chickpeas', must: ['chickpeas-boiled'], maxMinutes: 30 },
  { request: 'speedy prawn pasta', must: ['shrimp-raw'], maxMinutes: 30, title: /^Prawn Pasta$/ },
  // Odd phrasing.
  {
    request: 'I want something with chicken and rice for dinner',
    must: ['chicken-breast-raw|chicken-thigh-raw', 'category:rice'],
    type: 'Dinner',
  },
  {
    request: "my mum's chicken soup",
    must: ['chicken-breast-raw|chicken-thigh-raw'],
    title: /^Chicken Soup$/,
  },
  {
    request: 'can you make me a quick tomato pasta for two please',
    must: ['tomatoes-canned|tomato-raw'],
    servings: 2,
    title: /^Tomato Pasta$/,
  },
  { request: 'SALMON AND BROCCOLI', must: ['salmon-atlantic-farmed-raw', 'broccoli-raw'] },
  {
    request: 'leftover roast chicken, some rice, peas',
    must: ['category:rice', 'peas-green-boiled'],
  },
  { request: 'curry but no coconut', must: [], mustNot: ['coconut-milk-canned', 'coconut-cream'] },
  { request: 'grilled halloumi... no wait, grilled chicken salad', must: ['chicken-breast-raw'] },
  { request: 'dessert', type: 'Dessert' },
  { request: 'something warm for breakfast', type: 'Breakfast' },
  { request: 'pork chops with apple', must: ['pork-chop-raw', 'apple-raw'], type: 'Dinner' },
  { request: "kids' fish fingers", must: ['cod-raw', 'breadcrumbs-dry'], title: /^Fish Fingers$/ },
  { request: 'coconut rice pudding', type: 'Dessert', must: ['category:rice'] },
  { request: 'vegan ramen', keeps: ['vegan'], must: ['noodles-rice-boiled'] },
  ...DEV_SET_DISH_KINDS,
  ...DEV_SET_CLASSICS,
  ...DEV_SET_CLASSICS_MORE,
];
