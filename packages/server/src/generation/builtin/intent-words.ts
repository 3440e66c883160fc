// What else a description says besides the dish and its ingredients: which meal, which cuisine,
// a wish for a lower GI, the constraints (vegan, gluten-free...), how it is cooked, haste, how
// many people. Phrases are normalised like the text they are
// looked for in (lower case, no accents, punctuation as spaces).
import type { FoodConstraint, RecipeType } from '@roastie/core';

export const MEAL_PHRASES: Record<RecipeType, readonly string[]> = {
  Breakfast: ['breakfast', 'brunch', 'morning', 'mornings'],
  Lunch: ['lunch', 'lunchbox', 'packed lunch', 'midday', 'light meal'],
  Dinner: ['dinner', 'supper', 'evening meal', 'weeknight', 'main course', 'date night'],
  Dessert: ['dessert', 'pudding', 'sweet treat', 'afters', 'treat'],
};

/** Cuisine words, as the seed library names its cuisines. */
export const CUISINE_PHRASES: Record<string, readonly string[]> = {
  Indian: ['indian', 'desi', 'punjabi', 'south indian'],
  Thai: ['thai'],
  Mexican: ['mexican', 'tex mex'],
  Italian: ['italian', 'tuscan', 'sicilian'],
  Japanese: ['japanese'],
  Korean: ['korean'],
  Chinese: ['chinese', 'sichuan', 'szechuan', 'cantonese'],
  Greek: ['greek'],
  Moroccan: ['moroccan', 'north african'],
  Ethiopian: ['ethiopian'],
  Vietnamese: ['vietnamese'],
  French: ['french'],
  Spanish: ['spanish'],
  'Middle Eastern': ['middle eastern', 'levantine', 'persian'],
  Lebanese: ['lebanese'],
  Turkish: ['turkish'],
  Peruvian: ['peruvian'],
  Caribbean: ['caribbean', 'jamaican'],
  Mediterranean: ['mediterranean'],
  American: ['american', 'diner style'],
  British: ['british', 'english'],
};

export const LOW_GI_PHRASES: readonly string[] = [
  'low gi',
  'lower gi',
  'gi friendly',
  'low glycemic',
  'low glycaemic',
  'low glycemic index',
  'low glycaemic index',
  'diabetic',
  'diabetes friendly',
  'blood sugar friendly',
  'blood sugar',
  'no spike',
  'no glucose spike',
  'glucose friendly',
  'low sugar',
];

/** A low-carb wish: a low GI too, and no starch on the side (rice, potatoes, bread). */
export const LOW_CARB_PHRASES: readonly string[] = [
  'low carb',
  'lower carb',
  'low carbohydrate',
  'no carb',
  'carb free',
  'keto',
  'ketogenic',
];

/** A wish for more protein: eggs at breakfast, meat or tofu rather than chickpeas. */
export const HIGH_PROTEIN_PHRASES: readonly string[] = [
  'high protein',
  'protein rich',
  'protein packed',
  'full of protein',
  'lots of protein',
  'more protein',
];

/** Words for each constraint a cook can ask a dish to keep to (core's FOOD_CONSTRAINTS). */
export const CONSTRAINT_PHRASES: Record<FoodConstraint, readonly string[]> = {
  vegan: ['vegan', 'plant based', 'dairy free and egg free', 'no animal products'],
  vegetarian: ['vegetarian', 'veggie', 'meat free', 'meatless', 'meat less', 'no meat'],
  pescatarian: ['pescatarian', 'pescetarian', 'no meat but fish'],
  'gluten-free': [
    'gluten free',
    'no gluten',
    'without gluten',
    'coeliac',
    'celiac',
    'wheat free',
    'gf',
  ],
  'dairy-free': [
    'dairy free',
    'no dairy',
    'without dairy',
    'lactose free',
    'non dairy',
    'milk free',
    'lactose intolerant',
  ],
  'egg-free': ['egg free', 'eggless', 'no egg', 'without egg'],
  'nut-free': ['nut free', 'no nut', 'without nut', 'nut allergy'],
};

/** How the cook wants the main food cooked. */
export const METHODS = [
  'roasted',
  'grilled',
  'baked',
  'pan-fried',
  'steamed',
  'poached',
  'braised',
  'slow-cooked',
  'barbecued',
] as const;
export type CookingMethod = (typeof METHODS)[number];

export const METHOD_WORDS: Record<CookingMethod, readonly string[]> = {
  roasted: ['roasted', 'roast', 'oven roasted'],
  grilled: ['grilled', 'grill', 'chargrilled', 'broiled', 'griddled'],
  baked: ['baked', 'bake', 'oven baked'],
  'pan-fried': ['pan fried', 'pan seared', 'seared', 'fried'],
  steamed: ['steamed'],
  poached: ['poached'],
  braised: ['braised'],
  'slow-cooked': ['slow cooked', 'slow cooker', 'crockpot', 'slow roasted'],
  barbecued: ['barbecued', 'bbq', 'barbecue'],
};

export const QUICK_PHRASES: readonly string[] = [
  'quick',
  'quickly',
  'fast',
  'speedy',
  'in a hurry',
  'weeknight',
  'under 30 minutes',
  '30 minute',
  '20 minute',
  '15 minute',
  '10 minute',
];

/** Words that never name an ingredient, even where the catalogue has a look-alike. */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'with',
  'and',
  'or',
  'in',
  'on',
  'my',
  'our',
  'i',
  'we',
  'made',
  'make',
  'recipe',
  'homemade',
  'home',
  'style',
  'easy',
  'quick',
  'healthy',
  'simple',
  'spicy',
  'creamy',
  'crispy',
  'best',
  'tasty',
  'delicious',
  'please',
  'dish',
  'meal',
  'food',
  'photo',
  'picture',
  'this',
  'that',
  'it',
  'is',
  'was',
  'some',
  'like',
  'without',
  'no',
]);

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  ten: 10,
  twelve: 12,
};

const SERVINGS_BEFORE = /\b(?:for|serves|serving|feeds|feeding)\s+(\d{1,2}|[a-z]+)\b/;
const SERVINGS_AFTER = /\b(\d{1,2}|[a-z]+)\s+(?:servings|people|portions|persons|guests)\b/;

/** "for 2", "serves six", "6 portions": how many to cook for (1 to 12), or null. */
export function servingsIn(normalised: string): number | null {
  for (const pattern of [SERVINGS_BEFORE, SERVINGS_AFTER]) {
    const word = pattern.exec(normalised)?.[1];
    if (!word) continue;
    const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
    if (n !== undefined && n >= 1) return Math.min(12, n);
  }
  return null;
}
