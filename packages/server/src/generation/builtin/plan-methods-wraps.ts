// Methods for fillings in a flatbread or tortilla: tacos and wraps, and the Mexican dishes that
// are each made their own way with the same filling (docs/decisions/0017-built-in-chef.md): a
// quesadilla folded over cheese and crisped in the pan, a burrito rolled round rice and beans, an
// enchilada rolled, sauced and baked, fajitas seared in strips and wrapped at the table.
import { joinAll, the, when, type Parts } from './plan-parts.ts';
import { chop } from './plan-methods-savoury.ts';
import { CURED_MEAT, MINCED } from './roles.ts';

type WrapStyle = 'quesadilla' | 'burrito' | 'enchilada' | 'fajita' | 'filled';

/** How the dish the cook named is made; tacos, wraps, kebabs and the rest are filled. */
function styleOf(dish: string | null): WrapStyle {
  const match = /quesadilla|burrito|enchilada|fajita/.exec(dish ?? '');
  return (match?.[0] as WrapStyle | undefined) ?? 'filled';
}

const finish = (p: Parts) => joinAll(p.toTaste, p.herb, p.nut);
/** Tortillas are warmed by the pile: "the tortillas", whatever kind the list names. */
const breads = (p: Parts) =>
  p.base.some((name) => /tortilla/.test(name)) ? 'the tortillas' : the(p.base) || 'the breads';

/** The filling cooked in the pan with its aromatics and spices; whole meat cut small first. */
function cookFilling(p: Parts): string[] {
  const whole = joinAll(
    p.meat.filter((name) => !MINCED.test(name) && !CURED_MEAT.test(name)),
    p.fish,
  );
  const minced = p.meat.some((name) => MINCED.test(name));
  const inThePan = joinAll(
    p.aromatic,
    whole,
    p.meat.filter((name) => MINCED.test(name)),
    p.plantProtein,
  );
  const crisped = p.meat.filter((name) => CURED_MEAT.test(name));
  return [
    when(crisped, `Fry ${the(crisped)} in a dry pan until crisp; lift out and chop.`),
    when(
      p.eggs,
      `Beat ${the(p.eggs)} with a pinch of salt and scramble in ${the(p.fat) || 'a little oil'} over a low heat until just set.`,
    ),
    when(whole, `Cut ${the(whole)} into small, thin pieces.`),
    when(
      inThePan,
      `Heat ${the(p.fat) || 'a little oil'} in a frying pan and cook ${the(inThePan)} for 6 to 8 minutes${minced ? ', breaking up the meat, until browned and cooked through' : whole.length ? ', until browned and cooked through' : p.plantProtein.length ? ', mashing a little' : ' until soft'}.`,
    ),
    when(p.spice, `Stir in ${the(p.spice)} with a splash of water and cook for 2 minutes.`),
  ];
}

function quesadilla(p: Parts): string[] {
  return [
    chop(p),
    ...cookFilling(p),
    when(p.veg, `Stir in ${the(p.veg)} and cook for 2 minutes more; tip into a bowl.`),
    `Lay a tortilla in a dry frying pan over a medium heat, scatter ${the(p.dairy) || 'the cheese'} over one half, spoon the filling on top and fold the tortilla over.`,
    'Cook for 2 to 3 minutes a side, pressing down with a spatula, until crisp and golden and the cheese has melted. Keep warm while you make the rest.',
    `Cut into wedges and serve with ${the(joinAll(finish(p), p.milk)) || 'a squeeze of lime'}.`,
  ].filter(Boolean);
}

function burrito(p: Parts): string[] {
  const tortillas = p.base.filter((name) => /tortilla/.test(name));
  const rice = p.base.filter((name) => !tortillas.includes(name));
  const salsa = p.toTaste.filter((name) => /salsa/.test(name));
  return [
    when(rice, `Cook ${the(rice)}.`),
    chop(p),
    ...cookFilling(p),
    `Warm ${breads(p)} in a dry pan for 30 seconds a side so they fold without cracking.`,
    `Down the middle of each, lay ${the(joinAll(rice, ['filling'], p.veg, p.greens, p.dairy, salsa))}.`,
    'Fold in the sides, then roll up tightly from the bottom. Toast seam side down in the dry pan for 1 to 2 minutes to seal.',
    `Halve and serve with ${
      the(
        joinAll(
          finish(p).filter((name) => !salsa.includes(name)),
          p.milk,
        ),
      ) || 'a squeeze of lime'
    }.`,
  ].filter(Boolean);
}

function enchilada(p: Parts): string[] {
  const sauce = joinAll(
    p.liquid,
    p.toTaste.filter((name) => /sauce|salsa/.test(name)),
  );
  return [
    'Heat the oven to 200 °C (180 °C fan).',
    chop(p),
    ...cookFilling(p),
    when(p.veg, `Stir in ${the(p.veg)}.`),
    `Simmer ${the(sauce) || 'a little tomato sauce'} for 5 minutes, and spread a few spoonfuls over the bottom of a baking dish.`,
    `Warm ${breads(p)} so they roll without cracking, spoon a line of filling down each, roll up and lay seam side down in the dish.`,
    `Pour over the rest of the sauce, scatter with ${the(p.dairy) || 'the cheese'} and bake for 20 minutes, until bubbling and golden.`,
    `Finish with ${
      the(
        joinAll(
          finish(p).filter((name) => !sauce.includes(name)),
          p.greens,
          p.milk,
        ),
      ) || 'a squeeze of lime'
    } and serve.`,
  ].filter(Boolean);
}

function fajita(p: Parts): string[] {
  const strips = joinAll(p.meat, p.fish);
  const crushed = p.aromatic.filter((name) => /garlic|ginger/.test(name));
  const sliced = joinAll(
    p.veg,
    p.aromatic.filter((name) => !crushed.includes(name)),
  );
  const squeeze = p.toTaste.filter((name) => /lime|lemon/.test(name));
  const marinade = joinAll(crushed, p.spice, squeeze);
  const atTable = joinAll(p.greens, p.dairy, p.milk);
  return [
    strips.length
      ? `Cut ${the(strips)} into thin strips and toss with ${the(marinade) || 'a pinch of salt'} and a little of ${the(p.fat) || 'the oil'}${crushed.length ? ' (crush the garlic first)' : ''}.`
      : `Mix ${the(marinade) || 'a pinch of salt'} with a little of ${the(p.fat) || 'the oil'}${crushed.length ? ' (crush the garlic first)' : ''}.`,
    `Slice ${the(sliced) || 'the peppers and onion'} into strips.`,
    when(
      strips,
      'Heat a large frying pan until very hot and sear the strips for 5 to 6 minutes, until browned and cooked through; lift out.',
    ),
    strips.length
      ? `In the same pan cook the sliced vegetables for 4 to 5 minutes, until charred at the edges but still crisp${when(p.plantProtein, `, with ${the(p.plantProtein)}`)}, then return the strips.`
      : `Heat a large frying pan until very hot and cook the sliced vegetables for 4 to 5 minutes, until charred at the edges but still crisp. Add ${the(p.plantProtein) || 'the spice mix'}${p.plantProtein.length ? ' and the spice mix' : ''} and toss for 2 minutes until hot.`,
    `Warm ${breads(p)} in a dry pan for 30 seconds a side.`,
    `Bring the pan to the table with the tortillas${when(atTable, `, ${the(atTable)}`)} and ${
      the(
        joinAll(
          p.toTaste.filter((name) => !squeeze.includes(name)),
          p.herb,
        ),
      ) || 'a squeeze of lime'
    }, and let everyone fill their own.`,
  ].filter(Boolean);
}

/** Tacos, wraps, kebabs: the filling cooked, the bread warmed, each filled at once. */
function filled(p: Parts): string[] {
  return [
    chop(p),
    ...cookFilling(p),
    `Warm ${the(p.base) || 'the tortillas'} in a dry pan for 30 seconds a side.`,
    `Fill with the filling and ${the(joinAll(p.veg, p.greens)) || 'the salad'}.`,
    `Finish with ${the(joinAll(p.toTaste, p.dairy, p.milk, p.herb, p.nut))} and serve.`,
  ].filter(Boolean);
}

const STYLES: Record<WrapStyle, (p: Parts) => string[]> = {
  quesadilla,
  burrito,
  enchilada,
  fajita,
  filled,
};

export function wrapped(p: Parts, dish: string | null): string[] {
  return STYLES[styleOf(dish)](p);
}
