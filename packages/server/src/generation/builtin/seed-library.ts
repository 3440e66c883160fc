// Chef Roastie's seed recipes (db/seed/recipes) as templates the built-in chef can adapt: each
// with its dish kind, its lines linked to the catalogue and given a role, and its GI band.
// Built once, at first use; about 100 recipes, so a few milliseconds.
import {
  analyseRecipe,
  CATALOGUE,
  matchIngredientName,
  type CatalogueIngredient,
  type GlycemicBand,
} from '@roastie/core';
import { SEED_RECIPES, type SeedRecipe } from '../../db/seed/recipes/index.ts';
import type { DishKind } from './dish-kinds.ts';
import { gramsOf, type KitchenLine } from './kitchen-line.ts';
import { readDescription } from './read-description.ts';
import { roleOf } from './roles.ts';
import { findPhrase, tokenise, type Tokens } from './tokens.ts';

export interface SeedTemplate {
  seed: SeedRecipe;
  kind: DishKind | null;
  lines: readonly KitchenLine[];
  ids: ReadonlySet<string>;
  giBand: GlycemicBand | null;
  /** The words of its name and their singular forms, to find the cook's dish word in. */
  nameWords: ReadonlySet<string>;
  /**
   * The words of its name that make it this dish and not another ("katsu", "bolognese", "chicken"),
   * each with its singular forms: a seed is adapted only for a request that says all of them. Words
   * that name one of its sides or seasonings ("with spinach") and small words may be missing.
   */
  identity: readonly ReadonlySet<string>[];
  /**
   * Side foods its dish's name names all the same ("kimchi" in Kimchi Fried Rice, "butter" in
   * Butter Chicken): not required of a request, but a seed named for a food the cook did not ask
   * for is a worse start than one that is not.
   */
  headFoods: ReadonlySet<string>;
  /** The heaviest protein line's food (eggs aside), if any. */
  mainProtein: CatalogueIngredient | null;
}

/** Seeds whose names do not say what kind of dish they are. */
const KIND_BY_SLUG: Record<string, DishKind> = {
  'palak-paneer-with-naan': 'curry',
  'misir-wot-ethiopian-spiced-red-lentils': 'curry',
  'doro-wat-ethiopian-chicken-stew': 'stew',
  'ratatouille-with-warm-baguette': 'stew',
  'turkey-and-bean-chili': 'stew',
  'ful-medames-with-warm-pita': 'stew',
  'mujaddara-lentils-and-rice-with-crispy-onions': 'bowl',
  'gyeran-bap-egg-rice-with-soy-and-sesame': 'bowl',
  'salmon-teriyaki-with-rice-and-bok-choy': 'stir-fry',
  'kung-pao-chicken-with-jasmine-rice': 'stir-fry',
  'pad-thai-with-shrimp': 'stir-fry',
  'jerk-chicken-with-rice-and-peas': 'traybake',
  'baked-cod-with-tomatoes-olives-and-butter-beans': 'traybake',
  'jacket-potatoes-with-soured-cream-and-chives': 'traybake',
  'jacket-potatoes-with-baked-beans-and-cheddar': 'traybake',
  'shepherds-pie': 'pie',
  'cold-soba-noodles-with-edamame-and-sesame': 'salad',
  'moroccan-couscous-with-roasted-vegetables': 'salad',
  'vegetable-paella-with-smoked-paprika': 'risotto',
  'kinche-cracked-wheat-with-spiced-butter': 'porridge',
  'instant-oats-with-brown-sugar-and-raisins': 'porridge',
  'coconut-chia-pudding-with-mango-and-lime': 'porridge',
  'smashed-avocado-on-sourdough': 'toast',
  'tartine-with-butter-and-apricot-jam': 'toast',
  'banh-mi-op-la-fried-egg-baguette': 'toast',
  'baked-falafel-pitas-with-tahini-sauce': 'toast',
  'huevos-rancheros-with-black-beans': 'omelette',
  'summer-berry-pavlova': 'layered-dessert',
  'salmon-onigiri-with-quick-cucumber-pickle': 'sushi',
  'swedish-cinnamon-buns': 'cake',
  'alfajores-with-dulce-de-leche': 'cake',
  'okonomiyaki-japanese-cabbage-pancakes': 'pancakes',
  'rosemary-focaccia': 'quick-bread',
  'garlic-naan': 'quick-bread',
  'fish-cakes-with-lemon-and-dill': 'crumbed',
  // Rolled round a filling as sushi is: its prawns are one filling among others.
  'summer-rolls-with-prawns-and-peanut-sauce': 'sushi',
};

function prepare(seed: SeedRecipe): SeedTemplate {
  const lines = seed.ingredients.map((line): KitchenLine => {
    const ingredient = matchIngredientName(line.name, CATALOGUE)?.ingredient;
    if (!ingredient) throw new Error(`Seed ${seed.slug}: "${line.name}" is not in the catalogue`);
    return { ...line, ingredient, role: roleOf(ingredient), origin: 'seed' };
  });
  const analysis = analyseRecipe(
    { servings: seed.servings, ingredients: [...seed.ingredients] },
    CATALOGUE,
  );
  return {
    seed,
    kind: KIND_BY_SLUG[seed.slug] ?? readDescription(seed.name).kind,
    lines,
    ids: new Set(lines.map((line) => line.ingredient.id)),
    giBand: analysis.giBand,
    nameWords: new Set(
      [...phrasesOf(seed.name)].flatMap((word) => [...withSynonyms(new Set([word]))]),
    ),
    ...identityOf(seed.name, lines),
    mainProtein:
      lines
        .filter((l) => l.role === 'protein' && l.ingredient.category !== 'eggs')
        .sort((a, b) => gramsOf(b) - gramsOf(a))[0]?.ingredient ?? null,
  };
}

const NAME_FILLERS = new Set(
  [
    'a',
    'an',
    'and',
    'of',
    'the',
    'with',
    'on',
    'in',
    'style',
    'classic',
    'easy',
    'quick',
    'simple',
  ].concat([
    'homemade',
    'warm',
    'fresh',
    'crispy',
    'spiced',
    'spicy',
    'creamy',
    'light',
    'hearty',
    'one',
    'pan',
    // Words that place or dress a dish without making it another: a weeknight bolognese is a
    // bolognese, a vegetable paella a paella.
    'weeknight',
    'summer',
    'winter',
    'vegetable',
    'village',
    'andalusian',
    'baked',
    'brown',
    'browned',
    'berry',
  ]),
);
/** Roles of foods a seed's name may mention that do not change which dish it is. */
const SIDE_ROLES: ReadonlySet<string> = new Set([
  'veg',
  'greens',
  'herb',
  'spice',
  'sauce',
  'fruit',
]);
const SIDE_ROLES_MORE: ReadonlySet<string> = new Set(['aromatic', 'acid', 'sweet', 'fat']);

/**
 * The dish a seed's name names: what comes before "with" (or the Italian and Spanish "al", "alla",
 * "con") or a bracket ("Minestrone with Cannellini Beans" is a minestrone, "Affogato al Caffè" an
 * affogato; what it is served with does not make it another dish).
 */
export function dishHead(name: string): string {
  const head = name.split(/\s+(?:with|al|alla|con)\s+|\s*\(/i)[0]!.trim();
  return head === '' ? name : head;
}

/**
 * The side foods the dish head names, and where: a word of the head that is a side line's head
 * noun ("kimchi", "mushrooms" for mushroom, "butter" for unsalted butter), or a side line's whole
 * name. "Green" in Thai Green Curry is no side for its green beans.
 */
function sideFoodsIn(head: Tokens, lines: readonly KitchenLine[]) {
  const ids = new Set<string>();
  const positions = new Set<number>();
  for (const line of lines) {
    if (!SIDE_ROLES.has(line.role) && !SIDE_ROLES_MORE.has(line.role)) continue;
    for (const name of new Set([line.name, line.ingredient.name])) {
      const { words, forms } = tokenise(name);
      const headNoun = forms.at(-1) ?? new Set<string>();
      head.forms.forEach((wordForms, i) => {
        if ([...wordForms].some((form) => headNoun.has(form))) {
          ids.add(line.ingredient.id);
          positions.add(i);
        }
      });
      for (const at of findPhrase(head, words.join(' '))) {
        ids.add(line.ingredient.id);
        for (let i = at; i < at + words.length; i += 1) positions.add(i);
      }
    }
  }
  return { ids, positions };
}

/**
 * Words cooks use for the same thing in a dish's name: cinnamon buns are cinnamon rolls. Each
 * word of a seed's name also stands for its synonyms when a request is matched to it.
 */
const NAME_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  bun: ['roll'],
  // Crab, salmon and fishcakes are the fish cakes.
  fish: ['crab', 'salmon', 'fishcake'],
  cake: ['fishcake'],
  // Cheddar scones are the cheese scones.
  cheese: ['cheddar'],
};

const withSynonyms = (forms: ReadonlySet<string>): ReadonlySet<string> => {
  const more = [...forms].flatMap((form) => NAME_SYNONYMS[form] ?? []);
  return more.length === 0 ? forms : new Set([...forms, ...more]);
};

function identityOf(name: string, lines: readonly KitchenLine[]) {
  const head = tokenise(dishHead(name));
  const sides = sideFoodsIn(head, lines);
  const words = head.words.map((word, i) => ({ word, forms: head.forms[i]!, i }));
  const dishWords = words.filter(({ word }) => !NAME_FILLERS.has(word));
  const identity = dishWords.filter(({ i }) => !sides.positions.has(i)).map(({ forms }) => forms);
  // A dish named only for its foods ("Baked Apples") is those foods.
  return {
    identity: (identity.length > 0 ? identity : dishWords.map(({ forms }) => forms)).map(
      withSynonyms,
    ),
    headFoods: sides.ids,
  };
}

/** Every word of the name, singular too, and each pair of words ("green curry"). */
function phrasesOf(name: string): Set<string> {
  const { words, forms } = tokenise(name);
  const out = new Set<string>(forms.flatMap((f) => [...f]));
  for (let i = 0; i + 1 < words.length; i += 1) {
    for (const last of forms[i + 1]!) out.add(`${words[i]} ${last}`);
  }
  return out;
}

let library: readonly SeedTemplate[] | null = null;

export function seedTemplates(): readonly SeedTemplate[] {
  library ??= SEED_RECIPES.map(prepare);
  return library;
}
