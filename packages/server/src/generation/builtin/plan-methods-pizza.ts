// A pizza: dough stretched thin, spread with tomato, scattered with cheese and toppings, baked
// as hot as the oven goes (docs/decisions/0017-built-in-chef.md). It was toast: a pita toasted
// under avocado, its tomato sauce never spread.
import { joinAll, the, when, type Parts } from './plan-parts.ts';
import { CURED_MEAT } from './roles.ts';

export const isPizza = (dish: string | null) => /pizza|margherita/.test(dish ?? '');

/** "the mozzarella and the mushroom and pepper", or whichever of the two there is. */
const listed = (cheese: readonly string[], toppings: readonly string[]) =>
  [the(cheese), the(toppings)].filter(Boolean).join(' and ');

export function pizza(p: Parts): string[] {
  // Cured meats and fish go on as they are; chicken or mince is cooked first.
  const laidOn = joinAll(
    p.meat.filter((name) => CURED_MEAT.test(name)),
    p.fish,
  );
  const cookedFirst = p.meat.filter((name) => !laidOn.includes(name));
  const sauce = joinAll(
    p.liquid,
    p.toTaste.filter((name) => /pesto|sauce|passata/.test(name)),
  );
  const seasoning = p.toTaste.filter((name) => !sauce.includes(name));
  const dough = p.base.filter((name) => /dough/.test(name));
  const toppings = joinAll(
    p.veg,
    p.aromatic,
    p.greens,
    laidOn,
    cookedFirst,
    p.plantProtein,
    p.eggs,
  );
  return [
    'Heat the oven as hot as it goes (at least 240 °C, 220 °C fan) with a baking tray or pizza stone inside.',
    // A gluten-free pizza is built on corn tortillas: laid on the tray, not stretched.
    dough.length || !p.base.length
      ? `Divide ${the(dough) || 'the dough'} into as many pieces as pizzas and stretch each on a floured surface into a thin round.`
      : `Lay ${the(p.base)} out on baking paper; each one is a thin pizza base.`,
    when(
      cookedFirst,
      `Cook ${the(cookedFirst)} in a little of ${the(p.fat) || 'the oil'} until browned and cooked through.`,
    ),
    when(joinAll(p.veg, p.aromatic), `Slice ${the(joinAll(p.veg, p.aromatic))} thinly.`),
    `Spread each ${dough.length || !p.base.length ? 'round' : 'base'} thinly with ${the(sauce) || 'a little tomato sauce'}, leaving a border${when(joinAll(p.dairy, toppings), `, and scatter over ${listed(p.dairy, toppings)}`)}.`,
    `Drizzle with ${the(p.fat) || 'a little oil'}${when(joinAll(seasoning, p.spice), `, season with ${the(joinAll(seasoning, p.spice))}`)}, slide onto the hot tray and bake for 10 to 12 minutes, until the crust is golden and the cheese bubbling.`,
    when(
      joinAll(p.herb, p.nut),
      `Scatter with ${the(joinAll(p.herb, p.nut))} and serve at once.`,
    ) || 'Serve at once.',
  ].filter(Boolean);
}
