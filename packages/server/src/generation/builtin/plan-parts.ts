// A recipe's lines grouped the way its method talks about them: what is chopped first, what is
// browned, what simmers, what seasons at the end. The methods (plan-methods-*.ts) write their
// steps from these groups, so every food in the list appears in the method.
import type { KitchenLine } from './kitchen-line.ts';
import { listOf } from './step-text.ts';

export interface Parts {
  base: string[];
  meat: string[];
  fish: string[];
  /** Pulses, tofu and other proteins that only need warming through. */
  plantProtein: string[];
  eggs: string[];
  veg: string[];
  greens: string[];
  aromatic: string[];
  fruit: string[];
  dairy: string[];
  /** Milk, yogurt and other dairy that is poured or spooned rather than grated. */
  milk: string[];
  fat: string[];
  liquid: string[];
  spice: string[];
  /** Salt, pepper, sauces and acids: added to taste at the end. */
  toTaste: string[];
  herb: string[];
  sweet: string[];
  nut: string[];
  raising: string[];
}

const TO_TASTE = new Set(['salt', 'black pepper']);

export function partsOf(lines: readonly KitchenLine[]): Parts {
  const parts: Parts = {
    base: [],
    meat: [],
    fish: [],
    plantProtein: [],
    eggs: [],
    veg: [],
    greens: [],
    aromatic: [],
    fruit: [],
    dairy: [],
    milk: [],
    fat: [],
    liquid: [],
    spice: [],
    toTaste: [],
    herb: [],
    sweet: [],
    nut: [],
    raising: [],
  };
  for (const { role, ingredient, name } of lines) {
    if (role === 'protein') {
      const { category } = ingredient;
      const group =
        category === 'meat'
          ? parts.meat
          : category === 'fish-seafood'
            ? parts.fish
            : category === 'eggs'
              ? parts.eggs
              : parts.plantProtein;
      group.push(name);
    } else if (role === 'dairy') {
      (ingredient.defaultUnit === 'g' ? parts.dairy : parts.milk).push(name);
    } else if (role === 'spice') {
      (TO_TASTE.has(ingredient.name) ? parts.toTaste : parts.spice).push(name);
    } else if (role === 'sauce' || role === 'acid') {
      parts.toTaste.push(name);
    } else {
      parts[role].push(name);
    }
  }
  return parts;
}

/** "the onion, garlic and ginger", or '' when there is nothing. */
export const the = (names: readonly string[]) => (names.length ? `the ${listOf(names)}` : '');

/** A sentence only when it has something to say about. */
export const when = (names: readonly string[], sentence: string) => (names.length ? sentence : '');

export const joinAll = (...groups: (readonly string[])[]) => groups.flat();

/** Ground flaxseed standing in for eggs (dish-traits.ts): soaked into a gel, used as the eggs. */
export const flaxEggs = (p: Parts) => p.nut.filter((name) => /flax/.test(name));

/** The step that soaks these flax eggs. */
export const soakFlaxStep = (names: readonly string[]) =>
  `Stir ${the(names)} into three times its volume of water and leave for 5 minutes to thicken.`;

/** The step that soaks a flax egg, when there is one. */
export const soakFlax = (p: Parts) => when(flaxEggs(p), soakFlaxStep(flaxEggs(p)));
