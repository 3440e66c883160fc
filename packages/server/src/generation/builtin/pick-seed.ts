// Which seed recipe, if any, makes a good starting point for the dish described. A seed must be
// the same dish (every word that makes it what it is, in the request: no spaghetti bolognese for
// a lasagne, no katsu curry for a chicken curry) and the same kind; then it scores for each food it shares with the
// description (a little for a food of the same kind: kidney beans for chickpeas), for the cuisine
// and meal asked for, for suiting the diet, and for its GI band when a low GI is wanted.
// Ties go to the first seed in the library, so the choice is always the same.
import { QUICK_MINUTES, type CatalogueIngredient } from '@roastie/core';
import { constraintVerdict } from './constraint-swaps.ts';
import { DISH_NOUN } from './dish-kind-names.ts';
import type { DishKind } from './dish-kinds.ts';
import { gramsOf } from './kitchen-line.ts';
import type { Intent } from './read-description.ts';
import { READY_TO_EAT, roleOf, speciesOf } from './roles.ts';
import { seedIntent } from './seed-intent.ts';
import { seedTemplates, type SeedTemplate } from './seed-library.ts';
import { tokenise } from './tokens.ts';

/** With the dish kind matching, a template is taken unless it scores below this. */
const MIN_SCORE_WITH_KIND = 8;
/**
 * Cakes are each their own thing (a chocolate torta is no start for a carrot cake): one must
 * share a named food to be used.
 */
const SHARE_REQUIRED: ReadonlySet<DishKind> = new Set(['cake', 'cookies']);
/** Without a dish kind, only a seed sharing at least two named foods is a fit. */
const MIN_SHARED_WITHOUT_KIND = 2;

/**
 * The dish phrase without the words that only say what sort of dish it is: "naan bread" is the
 * Garlic Naan.
 */
const withoutSortWords = (phrase: string) =>
  phrase
    .split(' ')
    .filter((word) => word !== 'bread')
    .join(' ') || phrase;

/** Salt, garlic, oil and friends are in most recipes: sharing them says little. */
const SEASONING_ROLES = new Set(['spice', 'sauce', 'acid', 'herb', 'fat', 'aromatic', 'raising']);
// Sushi's fish is a filling among others, as a bowl's protein is a topping and a savoury
// pancake's (okonomiyaki) is laid on top.
const COMPONENT_DISHES: ReadonlySet<DishKind> = new Set([
  'salad',
  'bowl',
  'toast',
  'sushi',
  'pancakes',
]);
const minced = (entry: CatalogueIngredient) => /ground|sausage|chorizo/.test(entry.name);

/**
 * A seed the chef cannot honestly adapt: its main protein is of another kind than the one named
 * (swapping paneer for chickpeas leaves steps that cube and fry chickpeas; mince for a steak),
 * or the diet rules it
 * out and nothing named takes its place. Building from scratch reads better then.
 */
function unfit(template: SeedTemplate, intent: Intent): boolean {
  // The diet takes out what the dish is mostly made of, with nothing to stand in (the cream
  // cheese of a vegan cheesecake): its steps would work a food that is not there.
  const bulk = [...template.lines].sort((a, b) => gramsOf(b) - gramsOf(a))[0];
  if (bulk && bulk.ingredient.category !== 'meat' && bulk.ingredient.category !== 'fish-seafood') {
    const verdict = constraintVerdict(bulk.ingredient, intent.constraints, template.kind);
    if (!verdict.keep && verdict.replacement === null) return true;
  }
  const own = template.mainProtein;
  // In a salad, bowl or on toast the protein is one part among others: it can be swapped.
  if (!own || (template.kind !== null && COMPONENT_DISHES.has(template.kind))) return false;
  const named = intent.mentioned.find((m) => roleOf(m) === 'protein');
  // A roast of a raw bird is no start for one already cooked ("leftover roast chicken, rice").
  const roasts = template.kind === null || template.kind === 'traybake';
  if (named && roasts && READY_TO_EAT.test(named.id) && !READY_TO_EAT.test(own.id)) return true;
  if (named && !template.ids.has(named.id)) {
    // Mince cannot be flattened and grilled, nor a steak browned and broken up.
    return own.category !== named.category || minced(own) !== minced(named);
  }
  // Mince gives way to lentils well enough ("brown the lentils, breaking them up"); a steak not.
  const animal = own.category === 'meat' || own.category === 'fish-seafood';
  return intent.diet !== null && animal && !minced(own);
}

function score(
  template: SeedTemplate,
  intent: Intent,
  asked: ReadonlySet<string>,
): { score: number; shared: number } {
  let total = intent.kind ? 10 : 0;
  let shared = 0;
  for (const entry of intent.mentioned) {
    const role = roleOf(entry);
    if (template.ids.has(entry.id)) {
      total += SEASONING_ROLES.has(role) ? 1 : 4;
      if (!SEASONING_ROLES.has(role)) shared += 1;
    } else if (
      role === 'protein' &&
      template.lines.some(
        (l) => l.role === 'protein' && speciesOf(l.ingredient) === speciesOf(entry),
      )
    ) {
      total += 3;
    } else if (
      template.lines.some((l) => l.ingredient.category === entry.category && l.role === role)
    ) {
      total += 1;
    }
  }
  total -= 3 * intent.excluded.filter((entry) => template.ids.has(entry.id)).length;
  // Named for a food the cook did not ask for: kimchi fried rice is a poor egg fried rice.
  total -= 3 * [...template.headFoods].filter((id) => !asked.has(id)).length;
  const { seed } = template;
  // A seed called what the cook called their dish ("omelette", not shakshuka) is the closer one.
  if (intent.dishPhrase && template.nameWords.has(withoutSortWords(intent.dishPhrase))) total += 5;
  // Another cuisine's dish is a poor start: building from scratch with the right flavours wins.
  if (intent.cuisine) total += seed.cuisine === intent.cuisine ? 3 : -4;
  if (intent.type && seed.type === intent.type) total += 2;
  if (intent.lowGi) total += template.giBand === 'Low' ? 3 : template.giBand === 'High' ? -3 : 0;
  if (intent.diet) {
    const suits =
      seed.diet === 'vegan' || (intent.diet === 'vegetarian' && seed.diet === 'vegetarian');
    total += suits ? 2 : -2;
  }
  return { score: total, shared };
}

/** Every word, singular too, of these foods' names. */
const wordsOf = (entries: readonly CatalogueIngredient[]): ReadonlySet<string> =>
  new Set(entries.flatMap((entry) => tokenise(entry.name).forms.flatMap((f) => [...f])));

/**
 * The same dish: every word that makes the seed what it is was in the request, or implied. The
 * word for the dish's kind is implied by a request of that kind ("nicoise" and "salade niçoise"
 * are the Niçoise salad).
 */
function sameDish(template: SeedTemplate, intent: Intent, implied: ReadonlySet<string>): boolean {
  const kindWord =
    intent.kind !== null && intent.kind === template.kind
      ? DISH_NOUN[intent.kind].toLowerCase()
      : '';
  return template.identity.every((forms) =>
    [...forms].some((f) => intent.words.has(f) || implied.has(f) || f === kindWord),
  );
}

/**
 * A seed named by a word that is no food ("kung pao", "pudding"), all of whose words the request
 * says, is the dish asked for even when no dish kind was read from it.
 */
function namedOutright(
  template: SeedTemplate,
  foodWords: ReadonlySet<string>,
  asked: ReadonlySet<string>,
): boolean {
  // "Stuffed peppers" are not the stuffed dates: the seed's name names a food not asked for.
  return (
    [...template.headFoods].every((id) => asked.has(id)) &&
    template.identity.some((forms) => ![...forms].some((f) => foodWords.has(f)))
  );
}

/**
 * The request names a dish of its own ("biryani", "tikka masala"), not just its kind ("curry"):
 * only a seed of that name will do, or butter chicken is served as a biryani.
 */
function namesAnotherDish(template: SeedTemplate, intent: Intent): boolean {
  const phrase = intent.dishPhrase;
  if (!phrase || !intent.kind) return false;
  const kindNoun = DISH_NOUN[intent.kind].toLowerCase().replace(/-/g, ' ');
  const named = withoutSortWords(phrase)
    .split(' ')
    .every((word) => template.nameWords.has(word));
  return !kindNoun.startsWith(phrase) && !named;
}

/**
 * A bake named by a word of its own that stands for its foods ("shortbread", "flapjacks"), which
 * the seed's name says: it is that bake, whatever the diet took out of it (a gluten-free
 * shortbread shares no flour with the seed).
 */
const namedBake = (template: SeedTemplate, intent: Intent) =>
  intent.implied.size > 0 &&
  intent.dishPhrase !== null &&
  template.nameWords.has(intent.dishPhrase);

export function pickSeed(request: Intent): SeedTemplate | null {
  let best: { template: SeedTemplate; score: number } | null = null;
  // Read once for every seed: the words of the foods implied ("katsu curry": chicken breast, as
  // if said) and of all foods named, and their ids.
  const implied = wordsOf(request.mentioned.filter((entry) => request.implied.has(entry.id)));
  const foodWords = wordsOf(request.mentioned);
  const asked = new Set(request.mentioned.map((entry) => entry.id));
  for (const template of seedTemplates()) {
    const intent = seedIntent(template, request);
    if ((intent.kind && template.kind !== intent.kind) || unfit(template, intent)) continue;
    if (!sameDish(template, intent, implied) || namesAnotherDish(template, intent)) continue;
    // "Quick": a seed that takes longer than a quick dish does is no start.
    if (intent.quick && template.seed.cookTime > QUICK_MINUTES) continue;
    const result = score(template, intent, asked);
    if (
      !intent.kind &&
      result.shared < MIN_SHARED_WITHOUT_KIND &&
      !namedOutright(template, foodWords, asked)
    )
      continue;
    if (
      intent.kind &&
      SHARE_REQUIRED.has(intent.kind) &&
      result.shared === 0 &&
      !namedBake(template, intent)
    )
      continue;
    if (!best || result.score > best.score) best = { template, score: result.score };
  }
  if (!best) return null;
  return request.kind && best.score < MIN_SCORE_WITH_KIND ? null : best.template;
}
