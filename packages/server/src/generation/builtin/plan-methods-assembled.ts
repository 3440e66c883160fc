// The method for dishes put together rather than cooked through: salads, bowls and toasts (open
// sandwiches, pizzas on a flatbread, a rarebit, garlic bread). Each step names its foods.
import { joinAll, the, when, type Parts } from './plan-parts.ts';
import { brownMeat, chop, searFish, toCut } from './plan-methods-savoury.ts';
import { CURED_MEAT, GROUND } from './roles.ts';

export function assembled(p: Parts, kind: 'salad' | 'bowl' | 'toast'): string[] {
  const toast = kind === 'toast';
  // Garlic goes into a dressing crushed, not into the salad raw; croutons are scattered on.
  const crushed = toast ? [] : p.aromatic.filter((name) => /garlic/.test(name));
  const ready = p.base.filter((name) => /crouton/.test(name));
  const parts = {
    ...p,
    base: p.base.filter((name) => !ready.includes(name)),
    aromatic: p.aromatic.filter((name) => !crushed.includes(name)),
  };
  return assembledFrom(parts, kind, crushed, ready);
}

/** Cured meats are fried crisp; a breast or a steak is cooked through whole and sliced. */
function cookMeat(p: Parts): string {
  const crisped = p.meat.filter((name) => CURED_MEAT.test(name));
  const whole = p.meat.filter((name) => !crisped.includes(name) && !GROUND.test(name));
  const minced = p.meat.filter((name) => GROUND.test(name));
  return [
    when(crisped, `Fry ${the(crisped)} in a dry pan until crisp; drain on kitchen paper.`),
    when(
      whole,
      `Season ${the(whole)} and cook in a little of ${the(p.fat) || 'the oil'} for 5 to 6 minutes a side, until cooked through; rest for 5 minutes, then slice.`,
    ),
    minced.length ? brownMeat({ ...p, meat: minced }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function assembledFrom(
  p: Parts,
  kind: 'salad' | 'bowl' | 'toast',
  crushed: readonly string[],
  ready: readonly string[],
): string[] {
  const dressing = joinAll(crushed, p.toTaste, p.spice);
  const cooked = joinAll(p.meat, p.fish, p.plantProtein, p.eggs);
  const toppings = joinAll(ready, p.dairy, p.milk, p.herb, p.nut);
  const toast = kind === 'toast';
  const onBreadAlone = toast && !cooked.length && !p.veg.length && !p.greens.length;
  if (onBreadAlone) {
    const sauces = p.toTaste.filter((name) => /mustard|worcestershire|sauce/.test(name));
    // Welsh rarebit: cheese beaten with mustard and Worcestershire sauce, grilled on toast.
    if (p.dairy.length && sauces.length) {
      return [
        'Heat the grill.',
        `Mix ${the(joinAll(p.dairy, p.milk, sauces, p.spice))} into a thick paste.`,
        `Toast ${the(p.base) || 'the bread'} on both sides${when(p.fat, `, brush with ${the(p.fat)}`)}, spread thickly with the cheese mixture and grill for 2 to 3 minutes, until bubbling and golden.`,
        `Season with ${the(p.toTaste.filter((name) => !sauces.includes(name))) || 'black pepper'}${when(p.herb, `, scatter with ${the(p.herb)}`)} and serve at once.`,
      ];
    }
    // Garlic bread: the bread spread with garlic butter and baked until crisp at the edges.
    if (p.aromatic.some((name) => /garlic/.test(name)) && p.fat.length) {
      return [
        'Heat the oven to 200 °C (180 °C fan).',
        `Crush ${the(p.aromatic)} and mash into ${the(p.fat)} with ${the(joinAll(p.herb, p.toTaste, p.spice)) || 'a pinch of salt'}.`,
        `Cut ${the(p.base) || 'the bread'} into thick slices without cutting right through, spread the garlic butter between them${when(p.dairy, ` and scatter over ${the(p.dairy)}`)}.`,
        'Wrap in foil and bake for 10 minutes, then open the foil and bake for 5 minutes more, until crisp and golden at the edges. Serve hot.',
      ];
    }
  }
  return [
    when(p.base, toast ? `Toast ${the(p.base)}.` : `Cook ${the(p.base)} and let it cool a little.`),
    chop(p),
    kind === 'bowl' && toCut(p).length
      ? `Roast ${the(toCut(p))} at 200 °C (180 °C fan) with a little of ${the(p.fat) || 'the oil'} for 20 minutes.`
      : '',
    cookMeat(p),
    searFish(p),
    // Eggs on toast are scrambled; in a salad or bowl, boiled and halved.
    when(
      p.eggs,
      toast
        ? `Scramble ${the(p.eggs)} in a little of ${the(p.fat) || 'the butter'} over a low heat, stirring, until just set.`
        : p.eggs.every((name) => /boiled/.test(name))
          ? 'Boil the eggs for 8 minutes, then cool, peel and halve.'
          : `Boil ${the(p.eggs)} for 8 minutes, cool and halve.`,
    ),
    when(p.plantProtein, `Drain ${the(p.plantProtein)}.`),
    toast
      ? `Top ${the(p.base) || 'the toast'} with ${the(joinAll(p.veg, p.greens, p.aromatic, cooked)) || 'the topping'}, and season with ${the(joinAll(p.fat, dressing)) || 'salt'}.`
      : `Whisk ${the(joinAll(p.fat, dressing)) || 'a little oil and salt'} into a dressing${crushed.length ? ', crushing the garlic first' : ''}.`,
    toast
      ? ''
      : `Put together ${the(joinAll(p.base, p.greens, p.veg, p.aromatic, cooked)) || 'everything'} and spoon over the dressing.`,
    when(toppings, `Top with ${the(toppings)} and serve.`) || 'Serve at once.',
  ].filter(Boolean);
}
