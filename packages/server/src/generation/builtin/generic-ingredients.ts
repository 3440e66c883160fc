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
  kind === 'curry' || kind === 'stew' || kind === 'traybake' || kind === 'pie';
const minced = (kind: DishKind | null) =>
  kind === 'tacos' ||
  kind === 'pasta' ||
  kind === 'burger' ||
  kind === 'meatballs' ||
  kind === 'stuffed' ||
  kind === 'nachos' ||
  kind === 'dumplings' ||
  kind === 'hand-pies';

const chicken: Pick = ({ kind }) => [slowCooked(kind) ? 'chicken-thigh-raw' : 'chicken-breast-raw'];
const beef: Pick = ({ kind }) => [
  slowCooked(kind) ? 'beef-chuck-raw' : minced(kind) ? 'beef-ground-90-raw' : 'beef-sirloin-raw',
];
const pork: Pick = ({ kind }) => [
  slowCooked(kind) ? 'pork-shoulder-raw' : minced(kind) ? 'pork-ground-raw' : 'pork-tenderloin-raw',
];
const lamb: Pick = ({ kind }) => [minced(kind) ? 'lamb-ground-raw' : 'lamb-shoulder-raw'];
const turkey: Pick = ({ kind }) => [
  minced(kind) || kind === 'stew' ? 'turkey-ground-raw' : 'turkey-breast-raw',
];
// Waxy new potatoes hold their shape in a salad; elsewhere a floury all-rounder.
const potato: Pick = ({ kind }) => [kind === 'salad' ? 'potato-new-boiled' : 'potato-raw'];
// Yogurt: plain, unless the dish's own is another (a parfait's Greek yogurt will do).
const yogurt: Pick = () => ['yogurt-plain-whole'];
const berries: Pick = () => ['blueberries-raw', 'raspberries-raw'];
const beans: Pick = ({ kind, cuisine }) => [
  cuisine === 'Mexican' || kind === 'tacos' ? 'black-beans-boiled' : 'cannellini-beans-boiled',
];
const noodles: Pick = ({ cuisine }) => [
  cuisine === 'Japanese'
    ? 'noodles-udon-boiled'
    : cuisine === 'Italian'
      ? 'noodles-egg-boiled'
      : 'noodles-rice-boiled',
];
const pepper: Pick = () => ['bell-pepper-red-raw'];
const cheese: Pick = ({ kind, cuisine }) => {
  if (cuisine === 'Italian' || kind === 'pasta' || kind === 'risotto') return ['cheese-parmesan'];
  if (cuisine === 'Greek' || kind === 'salad') return ['cheese-feta'];
  if (cuisine === 'Indian') return ['paneer'];
  return ['cheese-cheddar'];
};
const nuts: Pick = ({ kind }) => [kind === 'curry' || kind === 'stir-fry' ? 'cashews' : 'walnuts'];
const rice: Pick = ({ kind, cuisine }) => {
  if (kind === 'risotto') return ['rice-arborio-boiled'];
  if (cuisine === 'Thai') return ['rice-jasmine-boiled'];
  if (cuisine === 'Japanese' || cuisine === 'Korean') return ['rice-sushi-boiled'];
  if (cuisine === 'Indian' || kind === 'curry') return ['rice-basmati-boiled'];
  return ['rice-white-long-grain-boiled'];
};
const coconut: Pick = ({ kind }) =>
  kind === 'curry' ||
  kind === 'soup' ||
  kind === 'noodle-soup' ||
  kind === 'stew' ||
  kind === 'stir-fry'
    ? ['coconut-milk-canned']
    : ['coconut-desiccated'];

export const GENERIC_INGREDIENTS: Readonly<Record<string, Pick>> = {
  chicken,
  'chicken meat': chicken,
  beef,
  pork,
  lamb,
  turkey,
  potato,
  yogurt,
  yoghurt: yogurt,
  fish: () => ['cod-raw'],
  // Raw unless the dish's own are cooked (summer rolls' prawns).
  shrimp: () => ['shrimp-raw'],
  prawn: () => ['shrimp-raw'],
  'white fish': () => ['cod-raw'],
  berry: berries,
  'mixed berry': berries,
  'summer berry': berries,
  bean: beans,
  noodle: noodles,
  pepper,
  'bell pepper': pepper,
  'sweet pepper': pepper,
  'salt and pepper': () => ['salt-table', 'black-pepper'],
  cheese,
  nut: nuts,
  'mixed nut': nuts,
  seed: () => ['pumpkin-seeds'],
  // Plural only: "green" alone is a colour ("green curry", "green beans").
  greens: () => ['spinach-raw'],
  'leafy greens': () => ['kale-raw'],
  stock: () => ['broth-vegetable'],
  broth: () => ['broth-vegetable'],
  chocolate: () => ['chocolate-dark'],
  rice,
  bread: () => ['bread-sourdough'],
  coconut,
  herb: () => ['parsley-fresh'],
  'fresh herb': () => ['parsley-fresh'],
  squash: () => ['butternut-squash-raw'],
  veg: () => ['carrot-raw', 'zucchini-raw'],
  vegetable: () => ['carrot-raw', 'zucchini-raw'],
  'mixed vegetable': () => ['carrot-raw', 'green-beans-raw', 'sweet-corn-boiled'],
};

/** Catalogue ids. Singular forms come first in the table ("berry"); plurals are looked up by the caller. */
export function genericPick(phrase: string, context: IngredientContext): readonly string[] | null {
  const pick = GENERIC_INGREDIENTS[phrase];
  return pick ? pick(context) : null;
}
