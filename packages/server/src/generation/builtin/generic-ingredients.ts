// Words cooks use for a kind of food rather than one food ("chicken", "berries", "cheese"). The
// catalogue either lacks them or files them under one entry that suits few dishes (its
// "chicken" is a whole bird), so the built-in chef picks the food that suits the dish and
// cuisine: thighs for a curry, lean mince for tacos, feta for a Greek salad.
import type { DishKind } from './dish-kinds.ts';

export interface IngredientContext {
  kind: DishKind | null;
  cuisine: string | null;
}

type Pick = (context: IngredientContext) => readonly string[];

const slowCooked = (kind: DishKind | null) =>
  kind === 'curry' || kind === 'stew' || kind === 'traybake';
const minced = (kind: DishKind | null) => kind === 'tacos' || kind === 'pasta';

const chicken: Pick = ({ kind }) => [slowCooked(kind) ? 'chicken thigh' : 'chicken breast'];
const beef: Pick = ({ kind }) => [
  slowCooked(kind) ? 'beef chuck' : minced(kind) ? 'lean ground beef' : 'sirloin steak',
];
const pork: Pick = ({ kind }) => [
  slowCooked(kind) ? 'pork shoulder' : minced(kind) ? 'ground pork' : 'pork tenderloin',
];
const lamb: Pick = ({ kind }) => [minced(kind) ? 'ground lamb' : 'lamb shoulder'];
const turkey: Pick = ({ kind }) => [
  minced(kind) || kind === 'stew' ? 'ground turkey' : 'turkey breast',
];
const berries: Pick = () => ['blueberries', 'raspberries'];
const beans: Pick = ({ kind, cuisine }) => [
  cuisine === 'Mexican' || kind === 'tacos' ? 'black beans' : 'cannellini beans',
];
const noodles: Pick = ({ cuisine }) => [
  cuisine === 'Japanese' ? 'udon noodles' : cuisine === 'Italian' ? 'egg noodles' : 'rice noodles',
];
const pepper: Pick = () => ['red bell pepper'];
const cheese: Pick = ({ kind, cuisine }) => {
  if (cuisine === 'Italian' || kind === 'pasta' || kind === 'risotto') return ['parmesan'];
  if (cuisine === 'Greek' || kind === 'salad') return ['feta'];
  if (cuisine === 'Indian') return ['paneer'];
  return ['cheddar'];
};
const nuts: Pick = ({ kind }) => [kind === 'curry' || kind === 'stir-fry' ? 'cashews' : 'walnuts'];
const rice: Pick = ({ kind, cuisine }) => {
  if (kind === 'risotto') return ['arborio rice'];
  if (cuisine === 'Thai') return ['jasmine rice'];
  if (cuisine === 'Japanese' || cuisine === 'Korean') return ['sushi rice'];
  if (cuisine === 'Indian' || kind === 'curry') return ['basmati rice'];
  return ['white rice'];
};
const coconut: Pick = ({ kind }) =>
  kind === 'curry' || kind === 'soup' || kind === 'stew' || kind === 'stir-fry'
    ? ['coconut milk']
    : ['desiccated coconut'];

export const GENERIC_INGREDIENTS: Readonly<Record<string, Pick>> = {
  chicken,
  'chicken meat': chicken,
  beef,
  pork,
  lamb,
  turkey,
  fish: () => ['cod'],
  'white fish': () => ['cod'],
  berry: berries,
  'mixed berry': berries,
  'summer berry': berries,
  bean: beans,
  noodle: noodles,
  pepper,
  'bell pepper': pepper,
  'sweet pepper': pepper,
  'salt and pepper': () => ['salt', 'black pepper'],
  cheese,
  nut: nuts,
  'mixed nut': nuts,
  seed: () => ['pumpkin seeds'],
  // Plural only: "green" alone is a colour ("green curry", "green beans").
  greens: () => ['spinach'],
  'leafy greens': () => ['kale'],
  stock: () => ['vegetable stock'],
  broth: () => ['vegetable stock'],
  chocolate: () => ['dark chocolate'],
  rice,
  bread: () => ['sourdough bread'],
  coconut,
  herb: () => ['parsley'],
  'fresh herb': () => ['parsley'],
  squash: () => ['butternut squash'],
  veg: () => ['carrot', 'zucchini'],
  vegetable: () => ['carrot', 'zucchini'],
  'mixed vegetable': () => ['carrot', 'green beans', 'sweet corn'],
};

/** Singular forms come first in the table ("berry"); plurals are looked up by the caller. */
export function genericPick(phrase: string, context: IngredientContext): readonly string[] | null {
  const pick = GENERIC_INGREDIENTS[phrase];
  return pick ? pick(context) : null;
}
