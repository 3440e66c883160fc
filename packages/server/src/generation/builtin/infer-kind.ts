// The kind of dish to build when the description names none ("salmon, broccoli and brown rice"):
// from the meal asked for and the foods named. A dessert is a cake; a breakfast with eggs an
// omelette, with bread toast, otherwise porridge (an omelette when protein or few carbs are
// wanted); meat or fish, or any protein roasted,
// grilled or baked, a traybake; pasta, noodles, tortillas and bread each bring
// their dish; only fruit, dairy and nuts make a smoothie; anything else is a bowl.
import type { CatalogueIngredient } from '@roastie/core';
import type { DishKind } from './dish-kinds.ts';
import type { Intent } from './read-description.ts';
import { allSweet, roleOf } from './roles.ts';

const has = (foods: readonly CatalogueIngredient[], test: (f: CatalogueIngredient) => boolean) =>
  foods.some(test);

export function inferKind(intent: Intent): DishKind {
  const foods = intent.mentioned;
  const isEggs = (f: CatalogueIngredient) => f.category === 'eggs';
  const isBread = (f: CatalogueIngredient) => f.category === 'bread-bakery';
  // A dessert is a cake, unless it is a grain cooked in milk (rice pudding).
  if (intent.type === 'Dessert') {
    const grain = has(foods, (f) => f.category === 'rice' || f.id.startsWith('oats-'));
    return grain ? 'porridge' : 'cake';
  }
  if (intent.type === 'Breakfast') {
    if (has(foods, isEggs)) return 'omelette';
    if (has(foods, isBread)) return 'toast';
    // Protein, or few carbs, asked for: eggs, not a bowl of oats.
    return intent.highProtein || intent.lowCarb ? 'omelette' : 'porridge';
  }
  if (has(foods, (f) => /tortilla/.test(f.name))) return 'tacos';
  if (has(foods, (f) => f.category === 'pasta-noodles')) {
    return has(foods, (f) => /noodles/.test(f.name)) ? 'stir-fry' : 'pasta';
  }
  if (has(foods, isBread)) return 'toast';
  if (allSweet(foods)) return 'smoothie';
  // "Salmon with a roasted side", "grilled chicken": an oven or grill dish with its sides.
  // Meat or fish with no dish or base named ("pork chops with apple", "fish and chips") is a plate
  // from the oven with its sides, as is any protein roasted, grilled or baked.
  const cookedInOven = intent.methods.some((m) => m !== 'steamed' && m !== 'poached');
  if (cookedInOven && has(foods, (f) => roleOf(f) === 'protein')) return 'traybake';
  const meatOrFish = has(foods, (f) => f.category === 'meat' || f.category === 'fish-seafood');
  if (meatOrFish && !has(foods, (f) => roleOf(f) === 'base')) return 'traybake';
  return intent.type === 'Dinner' && !has(foods, (f) => roleOf(f) === 'base') ? 'traybake' : 'bowl';
}
