// What the cook asked for, read from their words: the dish, the meal, the cuisine, a wish for a
// lower GI, the constraints (vegan, gluten-free, dairy-free...), how it is cooked, whether it must
// be quick, how many servings, and the ingredients they named (or ruled out). Each word
// counts once, in that order, so "breakfast" is a meal and never an ingredient.
import {
  FOOD_CONSTRAINTS,
  RECIPE_TYPES,
  type CatalogueIngredient,
  type FoodConstraint,
  type RecipeType,
} from '@roastie/core';
import { constraintVerdict } from './constraint-swaps.ts';
import { DISH_PHRASES, type DishKind, type DishPhrase } from './dish-kinds.ts';
import { eggStandIn } from './dish-traits.ts';
import { findIngredients, food } from './find-ingredients.ts';
import {
  CONSTRAINT_PHRASES,
  CUISINE_PHRASES,
  HIGH_PROTEIN_PHRASES,
  LOW_CARB_PHRASES,
  LOW_GI_PHRASES,
  MEAL_PHRASES,
  METHOD_WORDS,
  METHODS,
  QUICK_PHRASES,
  servingsIn,
  type CookingMethod,
} from './intent-words.ts';
import { consume, findPhrase, headLength, takeAny, tokenise, type Tokens } from './tokens.ts';
import { allSweet, GROUND, roleOf, speciesOf } from './roles.ts';
import { asMince } from './seed-intent.ts';

/** The diet a dish is kept to, for notes and for choosing a seed. */
export type Diet = 'vegan' | 'vegetarian' | 'pescatarian';

export interface Intent {
  kind: DishKind | null;
  /** The words that named the dish ("pancake", "green curry"), singular. */
  dishPhrase: string | null;
  /** The meal the cook named, if they did. */
  type: RecipeType | null;
  cuisine: string | null;
  lowGi: boolean;
  /** "Low carb", "keto": a low GI, and no starchy base on the side. */
  lowCarb: boolean;
  /** "High protein": eggs at breakfast, meat or tofu where the plan would take chickpeas. */
  highProtein: boolean;
  /** Every constraint asked for (vegan, gluten-free...), as core's food knowledge names them. */
  constraints: FoodConstraint[];
  /** The strictest diet among the constraints, if any. */
  diet: Diet | null;
  /** How the cook wants it cooked ("roasted", "grilled"), in their order. */
  methods: CookingMethod[];
  /** "quick", "weeknight", "20 minute": a short method is wanted. */
  quick: boolean;
  servings: number | null;
  /** Every word of the request and its singular forms (to tell a seed of the same dish). */
  words: ReadonlySet<string>;
  /** Named by the cook (or implied by the dish word), in their order. */
  mentioned: CatalogueIngredient[];
  excluded: CatalogueIngredient[];
  /** Foods the cook named that a constraint ruled out, and what took their place (or null). */
  ruledOut: readonly { from: CatalogueIngredient; to: CatalogueIngredient | null }[];
  /** Every diet stand-in among the foods, named or implied, and the food it replaced. */
  standIns: ReadonlyMap<string, CatalogueIngredient>;
  /** Of those, the ones only implied by the dish word ("fried rice": white rice). */
  implied: ReadonlySet<string>;
  /** The dish word names the dish's vegetables (CLASSIC_DISHES): no plan vegetables beside. */
  complete: boolean;
  /** The dish has no meat, fish or pulses (a caprese salad): no plan protein. */
  meatless: boolean;
  /** The dish's vegetables are its body (cauliflower cheese): twice a side's portion. */
  body: boolean;
  /** The dish's own time in minutes, when it is not its kind's. */
  minutes: number | null;
  /** The dish word spells out the whole recipe: the plan adds nothing of its own. */
  whole: boolean;
  /** How the description names the dish, when not as its kind ("A quesadilla"). */
  opening: string | null;
  /** Foods that share one word's portion ("berries": blueberries and raspberries, half each). */
  shares: ReadonlyMap<string, number>;
  /** Foods picked for a word naming a kind of food ("chicken"): a seed's own cut of it will do. */
  loose: ReadonlySet<string>;
}

const DISHES_LONGEST_FIRST = [...DISH_PHRASES].sort(
  (a, b) => b.phrase.split(' ').length - a.phrase.split(' ').length,
);

const CUISINE_WORDS: ReadonlySet<string> = new Set(
  Object.values(CUISINE_PHRASES).flatMap((words) => words.flatMap((word) => word.split(' '))),
);
const MEAL_WORDS: ReadonlySet<string> = new Set(
  Object.values(MEAL_PHRASES).flatMap((words) => words.flatMap((word) => word.split(' '))),
);
/** Dish names of several words holding a word of the set ("irish stew", "yorkshire pudding"). */
const dishesWithWordsOf = (words: ReadonlySet<string>) =>
  DISHES_LONGEST_FIRST.filter(
    (dish) => dish.phrase.includes(' ') && dish.phrase.split(' ').some((w) => words.has(w)),
  );
const DISHES_WITH_CUISINE_WORDS = dishesWithWordsOf(CUISINE_WORDS);
const DISHES_WITH_MEAL_WORDS = dishesWithWordsOf(MEAL_WORDS);

/** Marks the words of these dish names used while `read` runs, so it does not take them. */
function keepingDishWords<T>(tokens: Tokens, dishes: readonly DishPhrase[], read: () => T): T {
  const reserved = dishes.flatMap((dish) =>
    findPhrase(tokens, dish.phrase).flatMap((at) => dish.phrase.split(' ').map((_, i) => at + i)),
  );
  const wasUsed = reserved.map((at) => tokens.used[at]);
  for (const at of reserved) tokens.used[at] = true;
  const result = read();
  reserved.forEach((at, i) => {
    tokens.used[at] = wasUsed[i] ?? false;
  });
  return result;
}

interface FoundDish {
  dish: DishPhrase | null;
  /** The cuisine of the chosen dish word, or of another dish word found ("tom yum soup"). */
  cuisine: string | null;
  /** A dish word that names the dish's vegetables (CLASSIC_DISHES): no plan vegetables beside. */
  complete: boolean;
  /** A dish word for a dish without meat, fish or pulses: no plan protein. */
  meatless: boolean;
  /** The chosen dish's vegetables are its body. */
  body: boolean;
  /** Dish words that lost to the chosen one but still name a food ("stir fry with noodles"). */
  alsoImplied: readonly string[];
}

/** Dishes that are a bread around a filling, and the cooked fillings that make the dish. */
const BREADS: ReadonlySet<DishKind> = new Set(['toast', 'burger']);
const FILLINGS: ReadonlySet<DishKind> = new Set(['stew']);

/** Words before a dish word that make it a food already cooked ("leftover roast chicken"). */
const LEFTOVER_WORDS: ReadonlySet<string> = new Set(['leftover', 'cold', 'cooked']);

function findDish(tokens: Tokens, headWords: number): FoundDish {
  const byLength = DISHES_LONGEST_FIRST;
  const found: { dish: DishPhrase; at: number }[] = [];
  for (const dish of byLength) {
    for (const at of findPhrase(tokens, dish.phrase)) {
      const length = dish.phrase.split(' ').length;
      if (dish.lastWord && at + length !== headWords) continue;
      // "Leftover roast chicken" is a food already cooked, not a roast to make.
      if (dish.weak && LEFTOVER_WORDS.has(tokens.words[at - 1] ?? '')) continue;
      found.push({ dish, at });
      consume(tokens, at, length);
    }
  }
  const strong = found.filter((f) => !f.dish.weak);
  const candidates = strong.length > 0 ? strong : found;
  // The dish is the head of its name: the last dish word before "with" ("curry soup" is a
  // soup), else the first one after it.
  const inHead = candidates.filter((f) => f.at < headWords).sort((a, b) => b.at - a.at);
  const byHead = inHead[0] ?? [...candidates].sort((a, b) => a.at - b.at)[0];
  // A bread named for what fills it ("pulled pork sandwich", "pulled pork burger") is that dish,
  // served in it: the slow-cooked filling is the cooking.
  const filling = candidates.find((f) => f !== byHead && FILLINGS.has(f.dish.kind));
  const chosen = byHead && BREADS.has(byHead.dish.kind) && filling ? filling : byHead;
  // Weak words that lost keep their other meaning (the chilli pepper): free them again.
  for (const f of found) {
    if (f.dish.weak && f !== chosen) {
      for (let i = 0; i < f.dish.phrase.split(' ').length; i += 1) tokens.used[f.at + i] = false;
    }
  }
  // The bread a filling took the dish from brings none of its own foods (a burger's mince).
  const alsoImplied = found
    .filter((f) => f !== chosen && !f.dish.weak && !(chosen === filling && f === byHead))
    .flatMap((f) => f.dish.implies ?? []);
  const cuisine = chosen?.dish.cuisine ?? found.find((f) => f.dish.cuisine)?.dish.cuisine ?? null;
  const complete = found.some((f) => f.dish.complete);
  const meatless = found.some((f) => f.dish.meatless);
  const body = chosen?.dish.body === true;
  return { dish: chosen?.dish ?? null, cuisine, complete, meatless, body, alsoImplied };
}

const MEAT_AND_FISH: ReadonlySet<string> = new Set(['meat', 'fish-seafood']);
const wordsOf = (entry: CatalogueIngredient) => entry.name.split(' ');
/**
 * `specific` is a form of the food `generic` names loosely: two cuts of one animal (lamb shoulder,
 * ground lamb), or a pulse and one of its kinds (lentils, red lentils).
 */
const moreSpecific = (generic: CatalogueIngredient, specific: CatalogueIngredient) =>
  generic.category === specific.category &&
  (MEAT_AND_FISH.has(generic.category)
    ? generic.id.split('-')[0] === specific.id.split('-')[0]
    : generic.category === 'legumes' &&
      wordsOf(generic).every((word) => wordsOf(specific).includes(word)));

/**
 * The dish's one meat (or fish) gives way to another the cook named: a turkey bolognese has no
 * beef, a chicken shepherd's pie no lamb. A dish of two (chicken and chorizo in a jambalaya)
 * keeps the other beside the one named. So does its one noodle or pasta: an udon noodle soup has
 * no egg noodles.
 */
function takenByNamed(
  id: string,
  implies: readonly string[],
  named: readonly CatalogueIngredient[],
): boolean {
  const entry = food(id);
  const role = roleOf(entry);
  if ((role !== 'protein' && role !== 'base') || entry.category === 'eggs') return false;
  const sameCategory = implies.filter((other) => {
    const implied = food(other);
    return roleOf(implied) === role && implied.category === entry.category;
  });
  // Another animal for a meat; another noodle for a noodle (udon in a noodle soup).
  const other = (n: CatalogueIngredient) =>
    role === 'protein' ? speciesOf(n) !== speciesOf(entry) : n.id !== entry.id;
  return (
    sameCategory.length === 1 &&
    named.some((n) => roleOf(n) === role && n.category === entry.category && other(n))
  );
}

export function readDescription(text: string): Intent {
  const tokens = tokenise(text);
  const normalised = tokens.words.join(' ');
  const constraints = FOOD_CONSTRAINTS.filter(
    (constraint) => takeAny(tokens, CONSTRAINT_PHRASES[constraint]) !== null,
  );
  // Vegan covers vegetarian, which covers pescatarian: keep the strictest only.
  const diet: Diet | null = constraints.includes('vegan')
    ? 'vegan'
    : constraints.includes('vegetarian')
      ? 'vegetarian'
      : constraints.includes('pescatarian')
        ? 'pescatarian'
        : null;
  const quick = takeAny(tokens, QUICK_PHRASES) !== null;
  const lowCarb = takeAny(tokens, LOW_CARB_PHRASES) !== null;
  const lowGi = takeAny(tokens, LOW_GI_PHRASES) !== null || lowCarb;
  const highProtein = takeAny(tokens, HIGH_PROTEIN_PHRASES) !== null;
  // A dish named with a meal's word ("yorkshire pudding", "chia pudding") or a cuisine's ("full
  // english", "irish stew") is that dish: its words are kept from the meal and the cuisine, which
  // the dish then brings itself.
  const type = keepingDishWords(
    tokens,
    DISHES_WITH_MEAL_WORDS,
    () => RECIPE_TYPES.find((meal) => takeAny(tokens, MEAL_PHRASES[meal]) !== null) ?? null,
  );
  const statedCuisine = keepingDishWords(
    tokens,
    DISHES_WITH_CUISINE_WORDS,
    () =>
      Object.entries(CUISINE_PHRASES).find(([, words]) => takeAny(tokens, words) !== null)?.[0] ??
      null,
  );
  // Method words are read, not used up: "roast" may still name a dish, "roasted peanuts" a food.
  const methods = METHODS.filter((method) =>
    METHOD_WORDS[method].some((phrase) => findPhrase(tokens, phrase).length > 0),
  );
  const found = findDish(tokens, headLength(text));
  const { dish, alsoImplied } = found;
  const cuisine = statedCuisine ?? found.cuisine;
  const { mentioned, excluded, shares, loose } = findIngredients(tokens, {
    kind: dish?.kind ?? null,
    cuisine,
  });
  // A tart of sweet things alone (jam, almonds) is a sweet one, baked as a fruit tart is.
  const kind: DishKind | null =
    dish?.kind === 'open-tart' && allSweet(mentioned) ? 'fruit-pie' : (dish?.kind ?? null);
  const excludedIds = new Set(excluded.map((entry) => entry.id));
  const implied = new Set<string>();
  // A named food the constraints rule out ("vegan porridge with honey") is swapped for the food
  // that does its job, or left out: nothing in the draft contradicts a constraint.
  const ruledOut: { from: CatalogueIngredient; to: CatalogueIngredient | null }[] = [];
  const standIns = new Map<string, CatalogueIngredient>();
  for (const [i, entry] of [...mentioned.entries()].reverse()) {
    const verdict = constraintVerdict(entry, constraints, kind);
    if (verdict.keep) continue;
    // An egg takes the dish's stand-in: tofu for an egg eaten as one, a flax egg in a batter.
    const standIn = entry.category === 'eggs' ? eggStandIn(kind, entry) : null;
    const replacement =
      entry.category === 'eggs' ? (standIn ? food(standIn) : null) : verdict.replacement;
    ruledOut.unshift({ from: entry, to: replacement });
    if (replacement) standIns.set(replacement.id, entry);
    if (replacement && !mentioned.some((m) => m.id === replacement.id)) {
      mentioned[i] = replacement;
    } else mentioned.splice(i, 1);
  }
  for (const id of alsoImplied) {
    // A dish word that lost to another still names its food, as if the cook had named it, kept
    // to the constraints like every food ("gluten-free noodle stir fry": rice noodles).
    const verdict = constraintVerdict(food(id), constraints, kind);
    const entry = verdict.keep ? food(id) : verdict.replacement;
    if (entry && !verdict.keep) standIns.set(entry.id, food(id));
    if (entry && !excludedIds.has(entry.id) && !mentioned.some((m) => m.id === entry.id)) {
      mentioned.push(entry);
    }
  }
  const namedMains = mentioned.filter((entry) => ['protein', 'base'].includes(roleOf(entry)));
  for (const id of dish?.implies ?? []) {
    if (takenByNamed(id, dish?.implies ?? [], namedMains)) {
      // The dish's meat was mince: the meat named is minced too (a chicken kofta).
      if (GROUND.test(food(id).name)) {
        mentioned.forEach((entry, i) => {
          const mince = asMince(entry, loose);
          if (mince !== entry && mince.category === food(id).category) {
            mentioned[i] = mince;
            loose.add(mince.id);
          }
        });
      }
      continue;
    }
    // What a dish word implies gives way to the constraints: a vegan shepherd's pie has no lamb,
    // a vegan ramen rice noodles rather than egg noodles; eggs take the dish's stand-in, as the
    // plan's own eggs do (tofu in a custard).
    const verdict = constraintVerdict(food(id), constraints, kind);
    const egg = food(id).category === 'eggs';
    const standIn = egg ? eggStandIn(kind, food(id)) : null;
    const entry = verdict.keep ? food(id) : egg ? standIn && food(standIn) : verdict.replacement;
    if (!entry) continue;
    if (!verdict.keep) standIns.set(entry.id, food(id));
    if (!excludedIds.has(entry.id) && !mentioned.some((m) => m.id === entry.id)) {
      // The dish knows the cut: "lamb kofta" is ground lamb, not the shoulder "lamb" reads as;
      // "lentil dal" red lentils.
      const generic = mentioned.findIndex((m) => moreSpecific(m, entry));
      if (generic >= 0) mentioned.splice(generic, 1);
      mentioned.push(entry);
      implied.add(entry.id);
    }
  }
  return {
    words: new Set(tokens.forms.flatMap((f) => [...f])),
    kind,
    dishPhrase: dish?.phrase ?? null,
    type: type ?? dish?.type ?? null,
    cuisine,
    lowGi,
    lowCarb,
    highProtein,
    constraints,
    diet,
    methods,
    quick,
    servings: servingsIn(normalised),
    mentioned,
    excluded,
    ruledOut,
    standIns,
    implied,
    complete: found.complete,
    meatless: found.meatless,
    body: found.body,
    minutes: found.dish?.minutes ?? null,
    whole: found.dish?.whole === true,
    opening: found.dish?.opening ?? null,
    shares,
    loose,
  };
}
