// The recipe's description: what it is, in a sentence, and what Chef Roastie did for the cook's
// wishes (a gentler GI, a diet), and which library recipe it grew from.
import type { DishKind } from './dish-kinds.ts';
import { EGGS_BIND } from './dish-traits.ts';
import type { KitchenLine } from './kitchen-line.ts';
import type { Intent } from './read-description.ts';
import { isFlour } from './roles.ts';
import { dishHead } from './seed-library.ts';
import { listOf } from './step-text.ts';

const OPENING: Record<DishKind, string> = {
  curry: 'A curry',
  pancakes: 'Pancakes',
  soup: 'A soup',
  'noodle-soup': 'A noodle soup',
  salad: 'A salad',
  'stir-fry': 'A stir-fry',
  pasta: 'Pasta',
  porridge: 'A bowl of porridge',
  tacos: 'Tacos',
  bowl: 'A bowl',
  stew: 'A stew',
  omelette: 'An omelette',
  smoothie: 'A smoothie',
  cake: 'A cake',
  risotto: 'A risotto',
  'fried-rice': 'Fried rice',
  traybake: 'A traybake',
  toast: 'Toast',
  lasagne: 'A lasagne',
  pie: 'A pie',
  'fruit-pie': 'A pie',
  dip: 'A dip',
  burger: 'Burgers',
  meatballs: 'Meatballs',
  'fruit-salad': 'A fruit salad',
  quiche: 'A quiche',
  'custard-tart': 'A tart',
  'open-tart': 'An open tart',
  stuffed: 'Stuffed vegetables',
  'layered-dessert': 'A layered dessert',
  crumbed: 'A crisp crumbed dish',
  sushi: 'Sushi rolls',
  nachos: 'Nachos',
  granola: 'Granola',
  dumplings: 'Dumplings',
  'batter-bake': 'A batter bake',
  'hand-pies': 'Hand pies',
  'set-cream': 'A set cream or custard',
  'quick-bread': 'A loaf',
  cookies: 'Cookies',
  mash: 'A mash',
};

const MAIN_ROLES = new Set(['base', 'protein', 'veg', 'greens', 'fruit']);
export function recipeBlurb(
  kind: DishKind,
  lines: readonly KitchenLine[],
  intent: Intent,
  seedName: string | null,
): string {
  // What the dish is made of, not what thickens, binds or coats it (cornstarch, flour, crumbs).
  const isMain = (l: KitchenLine) =>
    MAIN_ROLES.has(l.role) &&
    !isFlour(l.ingredient) &&
    !/crumbs/.test(l.ingredient.name) &&
    !(l.ingredient.category === 'eggs' && EGGS_BIND.has(kind));
  const named = lines.filter((l) => l.origin === 'mentioned' && isMain(l)).map((l) => l.name);
  const others = lines.filter((l) => l.origin !== 'mentioned' && isMain(l));
  // A dish asked for by a seed's own name, not by a kind ("onigiri", "char siu"), opens with that
  // name: the kind behind it was only a guess.
  const opening =
    intent.opening ?? (intent.kind === null && seedName ? dishHead(seedName) : OPENING[kind]);
  // Not what the opening names already ("A cauliflower cheese with cauliflower", "Kung Pao
  // Chicken with chicken breast").
  const said = new Set(opening.toLowerCase().split(/[^a-z]+/));
  const main = [...new Set([...named, ...others.map((l) => l.name)])]
    .filter((name) => !name.split(' ').some((word) => word.length > 3 && said.has(word)))
    .slice(0, 4);
  const sentences = [
    `${opening}${main.length ? ` with ${listOf(main)}` : ''}, written by Chef Roastie from your description.`,
  ];
  if (intent.lowGi) sentences.push('Tuned for a gentler rise in blood sugar.');
  if (intent.diet) sentences.push(`Entirely ${intent.diet}.`);
  if (seedName) sentences.push(`It grew from ${seedName} in Chef Roastie's library.`);
  return sentences.join(' ');
}
