// Head nouns that turn the food named before them into another food, with other carbohydrate,
// fat and GI: potato starch is not potato, rice wine is not rice, corn syrup is not corn, almond
// milk is not almonds, lamb stock is not lamb, peanut sauce is not peanuts, apple pie spice is
// not apples. When a name ends in
// one of these, a match must include it ("rice flour" for "glutinous rice flour"), or the line
// stays unmatched: a food left out is shown as unknown carbohydrate, a wrong food is a wrong GI
// (docs/decisions/0012-ingredient-line-parser.md).
// Deliberately absent: heads that keep the food (garlic paste, almond meal, coconut flakes, mint
// leaves, lime juice), where the food before them is the right match or close to it. A sauce the
// catalogue holds keeps its match through its name or an alias ("soy sauce", "apple sauce",
// "tabasco sauce").

export const FOOD_FORM_WORDS: ReadonlySet<string> = new Set([
  'starch',
  'flour',
  'syrup',
  'chips',
  'crisps',
  'crackers',
  'cracker',
  'paper',
  'wrappers',
  'wrapper',
  'skins',
  'bran',
  'germ',
  'stock',
  'broth',
  'extract',
  'essence',
  'powder',
  'milk',
  'water',
  'oil',
  'wine',
  'vinegar',
  'noodles',
  'noodle',
  'custard',
  'custards',
  'cake',
  'cakes',
  'pudding',
  'puddings',
  'liqueur',
  'sauce',
  'pasta',
  'biscuits',
  'biscuit',
  'cookies',
  'cookie',
  'snaps',
  'nuts',
  'spice',
  'spices',
  'seasoning',
  'soup',
  'mix',
  'crust',
]);

/**
 * Forms whose bare word is one food (flour is wheat flour, milk is cow's milk) but whose
 * composition is the food they are made from: "coconut flour" is not wheat flour, "cashew milk"
 * is not cow's milk. When the word before one of these names another catalogue food and no
 * catalogue phrase holds both, the name stays unmatched rather than fall back to the bare word.
 * Absent: oil, vinegar, water, stock and the like, where any source gives much the same food.
 */
export const SOURCE_NAMED_FORMS: ReadonlySet<string> = new Set(['flour', 'milk', 'pasta']);
