// The kind of dish to build when the description names none ("salmon, broccoli and brown rice"):
// from the meal asked for and the foods named. A dessert is a cake; a breakfast with eggs an
// omelette, with bread toast, otherwise porridge; pasta, noodles, tortillas and bread each bring
// their dish; only fruit, dairy and nuts make a smoothie; anything else is a bowl.
import type { CatalogueIngredient } from '@roastie/core';
import type { DishKind } from './dish-kinds.ts';
import type { Intent } from './read-description.ts';
import { roleOf } from './roles.ts';

const has = (foods: readonly CatalogueIngredient[], test: (f: CatalogueIngredient) => boolean) =>
  foods.some(test);

export function inferKind(intent: Intent): DishKind {
  const foods = intent.mentioned;
  const isEggs = (f: CatalogueIngredient) => f.category === 'eggs';
  const isBread = (f: CatalogueIngredient) => f.category === 'bread-bakery';
  if (intent.type === 'Dessert') return 'cake';
  if (intent.type === 'Breakfast') {
    if (has(foods, isEggs)) return 'omelette';
    return has(foods, isBread) ? 'toast' : 'porridge';
  }
  if (has(foods, (f) => /tortilla/.test(f.name))) return 'tacos';
  if (has(foods, (f) => f.category === 'pasta-noodles')) {
    return has(foods, (f) => /noodles/.test(f.name)) ? 'stir-fry' : 'pasta';
  }
  if (has(foods, isBread)) return 'toast';
  const sweetOnly =
    foods.length > 0 && foods.every((f) => ['fruit', 'dairy', 'nut', 'sweet'].includes(roleOf(f)));
  if (sweetOnly) return 'smoothie';
  return intent.type === 'Dinner' && !has(foods, (f) => roleOf(f) === 'base') ? 'traybake' : 'bowl';
}
