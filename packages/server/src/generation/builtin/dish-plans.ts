// What each kind of dish is made of when the chef builds it from scratch (no seed recipe fits):
// a base, a protein, vegetables, aromatics, a fat, a liquid and seasonings, each a catalogue
// name. A default is used only when the cook named nothing in its place: named vegetables
// replace the default vegetables, a named protein the default protein, and so on.
import type { DishKind } from './dish-kinds.ts';

export interface DishPlan {
  cookTime: number;
  servings: number;
  base: readonly string[];
  protein: readonly string[];
  /** Vegetables for a savoury dish, fruit for a sweet one. */
  produce: readonly string[];
  /** Always there (aromatics, fat, liquid, seasoning), whatever the cook named. */
  always: readonly string[];
}

export const DISH_PLANS: Record<DishKind, DishPlan> = {
  curry: {
    cookTime: 40,
    servings: 4,
    base: ['basmati rice'],
    protein: ['chickpeas'],
    produce: ['cauliflower'],
    always: [
      'onion',
      'garlic',
      'ginger',
      'canola oil',
      'canned tomatoes',
      'coconut milk',
      'curry powder',
      'cumin',
      'cilantro',
    ],
  },
  stew: {
    cookTime: 60,
    servings: 4,
    base: [],
    protein: ['cannellini beans'],
    produce: ['carrot', 'celery'],
    always: [
      'onion',
      'garlic',
      'olive oil',
      'canned tomatoes',
      'vegetable stock',
      'paprika',
      'dried thyme',
      'parsley',
    ],
  },
  soup: {
    cookTime: 35,
    servings: 4,
    base: [],
    protein: ['red lentils'],
    produce: ['carrot'],
    always: ['onion', 'garlic', 'olive oil', 'vegetable stock', 'cumin', 'lemon juice'],
  },
  salad: {
    cookTime: 15,
    servings: 2,
    base: [],
    protein: ['chickpeas'],
    produce: ['cucumber', 'cherry tomato', 'arugula'],
    always: ['red onion', 'olive oil', 'lemon juice', 'parsley'],
  },
  'stir-fry': {
    cookTime: 25,
    servings: 4,
    base: ['basmati rice'],
    protein: ['firm tofu'],
    produce: ['broccoli', 'red bell pepper', 'snow peas'],
    always: ['garlic', 'ginger', 'spring onion', 'canola oil', 'soy sauce', 'rice vinegar'],
  },
  pasta: {
    cookTime: 25,
    servings: 4,
    base: ['pasta'],
    protein: [],
    produce: ['zucchini'],
    always: [
      'onion',
      'garlic',
      'olive oil',
      'canned tomatoes',
      'dried oregano',
      'basil',
      'parmesan',
    ],
  },
  pancakes: {
    cookTime: 25,
    servings: 4,
    base: ['all-purpose flour'],
    protein: ['egg'],
    produce: [],
    always: ['whole milk', 'baking powder', 'salt', 'unsalted butter', 'maple syrup'],
  },
  porridge: {
    cookTime: 15,
    servings: 2,
    base: ['rolled oats'],
    protein: [],
    produce: ['banana'],
    always: ['whole milk', 'cinnamon', 'honey'],
  },
  tacos: {
    cookTime: 25,
    servings: 4,
    base: ['corn tortilla'],
    protein: ['black beans'],
    produce: ['red bell pepper', 'sweet corn', 'avocado'],
    always: ['red onion', 'garlic', 'olive oil', 'cumin', 'chili powder', 'lime juice', 'cilantro'],
  },
  bowl: {
    cookTime: 35,
    servings: 2,
    base: ['quinoa'],
    protein: ['chickpeas'],
    produce: ['broccoli', 'carrot', 'spinach'],
    always: ['olive oil', 'tahini', 'lemon juice', 'paprika', 'pumpkin seeds'],
  },
  omelette: {
    cookTime: 15,
    servings: 2,
    base: [],
    protein: ['egg'],
    produce: ['cherry tomato', 'spinach'],
    always: ['spring onion', 'butter', 'chives'],
  },
  smoothie: {
    cookTime: 5,
    servings: 2,
    base: ['rolled oats'],
    protein: [],
    produce: ['banana', 'blueberries'],
    always: ['plain yogurt', 'whole milk'],
  },
  cake: {
    cookTime: 55,
    servings: 8,
    base: ['all-purpose flour'],
    protein: ['egg'],
    produce: [],
    always: ['unsalted butter', 'white sugar', 'baking powder', 'whole milk', 'vanilla extract'],
  },
  risotto: {
    cookTime: 35,
    servings: 4,
    base: ['uncooked arborio rice'],
    protein: [],
    produce: ['mushroom'],
    always: ['onion', 'garlic', 'olive oil', 'vegetable stock', 'parmesan', 'parsley'],
  },
  'fried-rice': {
    cookTime: 20,
    servings: 4,
    base: ['white rice'],
    protein: ['egg'],
    produce: ['green peas', 'carrot'],
    always: ['garlic', 'spring onion', 'canola oil', 'soy sauce', 'sesame oil'],
  },
  traybake: {
    cookTime: 50,
    servings: 4,
    base: ['new potato'],
    protein: ['chickpeas'],
    produce: ['red bell pepper', 'zucchini'],
    always: ['red onion', 'garlic', 'olive oil', 'paprika', 'dried thyme', 'lemon juice'],
  },
  toast: {
    cookTime: 10,
    servings: 2,
    base: ['sourdough bread'],
    protein: [],
    produce: ['avocado', 'cherry tomato'],
    always: ['olive oil', 'lime juice'],
  },
};

/** Every savoury plan is seasoned; sweet ones get their own spices (cinnamon, vanilla). */
export const SAVOURY_SEASONING = ['salt', 'black pepper'] as const;

/** What a cuisine brings to a savoury dish built from scratch. */
export const CUISINE_FLAVOURS: Record<string, readonly string[]> = {
  Indian: ['garam masala', 'turmeric', 'cilantro'],
  Thai: ['coconut milk', 'lime juice', 'soy sauce', 'basil', 'chili pepper'],
  Mexican: ['cumin', 'chili powder', 'lime juice', 'cilantro'],
  Italian: ['dried oregano', 'basil', 'parmesan'],
  Japanese: ['soy sauce', 'mirin', 'sesame oil', 'spring onion'],
  Korean: ['gochujang', 'sesame oil', 'sesame seeds'],
  Chinese: ['soy sauce', 'ginger', 'sesame oil'],
  Vietnamese: ['lime juice', 'soy sauce', 'mint', 'cilantro'],
  Greek: ['dried oregano', 'lemon juice', 'feta'],
  Moroccan: ['cumin', 'cinnamon', 'paprika', 'parsley'],
  'Middle Eastern': ['cumin', 'sumac', 'parsley', 'lemon juice'],
  Lebanese: ['sumac', 'parsley', 'lemon juice'],
  Turkish: ['paprika', 'mint', 'lemon juice'],
  Mediterranean: ['dried oregano', 'lemon juice', 'parsley'],
  Ethiopian: ['paprika', 'ginger', 'cardamom'],
  Caribbean: ['allspice', 'dried thyme', 'lime juice'],
  Peruvian: ['cumin', 'lime juice', 'cilantro'],
  Spanish: ['paprika', 'parsley'],
  French: ['dried thyme', 'parsley', 'dijon mustard'],
};
