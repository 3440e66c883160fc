// Methods for dishes shaped from a mince or a mash: burgers and meatballs. Each step names its
// foods.
import { flaxEggs, joinAll, soakFlax, the, when, type Parts } from './plan-parts.ts';
import { chop, soften } from './plan-methods-savoury.ts';
import { MINCED } from './roles.ts';

const BINDER = /crumb|panko|oat|flour|meal|polenta|starch/;

export function burger(p: Parts): string[] {
  const buns = p.base.filter((name) => !BINDER.test(name));
  const binders = joinAll(
    p.base.filter((name) => BINDER.test(name)),
    p.eggs,
  );
  const minced = p.meat.filter((name) => MINCED.test(name));
  const whole = joinAll(
    p.meat.filter((name) => !MINCED.test(name)),
    p.fish,
  );
  const cheese = p.dairy;
  const toppings = joinAll(p.greens, p.veg, p.aromatic);
  return [
    when(
      p.plantProtein,
      `Drain ${the(p.plantProtein)} well and mash roughly with a fork${when(binders, ` with ${the(binders)}`)} and ${the(p.spice) || 'a pinch of salt'}; shape into patties about 2 cm thick and chill for 15 minutes.`,
    ),
    when(
      minced,
      `Mix ${the(minced)} lightly with ${the(joinAll(p.spice, p.plantProtein.length ? [] : binders)) || 'a good pinch of salt'}; shape into patties a little wider than the buns and press a dimple in the middle of each.`,
    ),
    when(whole, `Flatten or trim ${the(whole)} to an even thickness and season.`),
    `Slice ${the(toppings) || 'the salad'}.`,
    `Heat ${the(p.fat) || 'a little oil'} in a griddle or frying pan over a medium-high heat and cook the patties for 3 to 5 minutes a side, until cooked through${minced.length ? ' (beef to your liking)' : ''}.`,
    when(cheese, `Lay ${the(cheese)} on the patties for the last minute so it melts.`),
    when(buns, `Toast ${the(buns)}, cut side down.`),
    `Build each burger: ${joinAll(buns.length ? ['bun'] : [], p.toTaste.length ? ['sauce'] : [], ['salad', 'patty']).join(', ')}, then the lid${when(p.toTaste, `, with ${the(p.toTaste)} to taste`)}.`,
    when(p.herb, `Scatter with ${the(p.herb)}.`),
  ].filter(Boolean);
}

/** Mince bound with soaked crumbs and egg, baked in a loaf tin under a ketchup glaze. */
function meatloaf(p: Parts): string[] {
  const crumbs = p.base.filter((name) => BINDER.test(name));
  const glaze = p.toTaste.filter((name) => /ketchup|barbecue|bbq|chutney/.test(name));
  const seasoning = joinAll(
    p.toTaste.filter((name) => !glaze.includes(name)),
    p.spice,
    p.herb,
    p.dairy,
  );
  return [
    'Heat the oven to 180 °C (160 °C fan) and line a 900 g (2 lb) loaf tin with baking paper.',
    when(
      p.aromatic,
      `Finely chop ${the(p.aromatic)} and cook in ${the(p.fat) || 'a little oil'} for 5 minutes until soft; let cool.`,
    ),
    when(
      joinAll(crumbs, p.milk),
      `Soak ${the(crumbs) || 'the breadcrumbs'} in ${the(p.milk) || 'a splash of water'} for 5 minutes.`,
    ),
    soakFlax(p),
    `Mix ${the(joinAll(p.meat, p.plantProtein)) || 'the mince'} lightly with your hands with the soaked crumbs, ${the(joinAll(p.eggs, flaxEggs(p))) || 'an egg'}, the softened onion${when(seasoning, ` and ${the(seasoning)}`)}; do not overwork it.`,
    `Press into the tin${when(glaze, ` and spread ${the(glaze)} over the top`)}.`,
    'Bake for 1 hour, until cooked through (75 °C in the middle), then rest for 10 minutes before slicing.',
  ].filter(Boolean);
}

/** Meatballs simmered in their sauce; a meatloaf is the same mince baked in a tin. */
export function meatballs(p: Parts, dish: string | null = null): string[] {
  if (/meatloaf|meat loaf/.test(dish ?? '')) return meatloaf(p);
  const binders = joinAll(
    p.base.filter((name) => BINDER.test(name)),
    p.eggs,
  );
  const sides = p.base.filter((name) => !BINDER.test(name));
  const balls = joinAll(p.meat, p.fish, p.plantProtein);
  const sauce = joinAll(p.veg, p.liquid, p.milk);
  return [
    chop(p),
    `Mix ${the(balls) || 'the mince'} with ${the(joinAll(binders, p.dairy, p.spice)) || 'a pinch of salt'} and a little of the garlic; roll into walnut-size balls.`,
    `Brown the meatballs in ${the(p.fat) || 'a little oil'} in a wide pan for 6 to 8 minutes, turning, then lift out.`,
    soften(p),
    `Add ${the(sauce) || 'a splash of water'} and simmer for 10 minutes, then return the meatballs, cover and simmer for 15 minutes until cooked through.`,
    when(sides, `Meanwhile cook ${the(sides)}.`),
    `Season with ${the(p.toTaste) || 'salt and pepper'}${when(joinAll(p.herb, p.nut), ` and scatter with ${the(joinAll(p.herb, p.nut))}`)}.`,
    sides.length ? `Serve the meatballs and sauce with ${the(sides)}.` : 'Serve hot.',
  ].filter(Boolean);
}

/** Boiled eggs wrapped in sausage meat, crumbed, browned and baked through. */
function scotchEggs(p: Parts): string[] {
  const coating = p.base.filter((name) => BINDER.test(name));
  const flour = coating.filter((name) => /flour/.test(name));
  const crumbs = coating.filter((name) => !flour.includes(name));
  const boiled = p.eggs.filter((name) => /boiled/.test(name));
  const beaten = p.eggs.filter((name) => !boiled.includes(name));
  const seasoning = joinAll(
    p.herb,
    p.spice,
    p.toTaste.filter((name) => /salt|pepper/.test(name)),
  );
  const served = p.toTaste.filter((name) => !seasoning.includes(name));
  // The sausage meat (or mashed pulses) they are wrapped in; a diet that rules the meat out
  // and names nothing in its place leaves the eggs crumbed alone.
  const wrap = joinAll(p.meat, p.plantProtein);
  const meat = p.meat.length > 0;
  return [
    `Lower the eggs ${wrap.length ? 'you will wrap' : 'to be crumbed'} into boiling water and cook for 7 minutes, then cool in iced water and peel.`,
    wrap.length
      ? `${meat ? 'Squeeze' : 'Drain and mash'} ${the(wrap)}${meat ? ' out of any skins and mix' : ' with'} ${meat ? 'with ' : ''}${the(seasoning) || 'a pinch of salt'}; divide into as many pieces as there are eggs.`
      : when(seasoning, `Mix ${the(seasoning)} into ${the(crumbs) || 'the breadcrumbs'}.`),
    when(
      wrap,
      `Flatten each piece on a floured hand, set an egg in the middle and mould the ${meat ? 'meat' : 'mash'} round it, sealing it with no gaps.`,
    ),
    soakFlax(p),
    `Set out three plates: ${the(flour) || 'a little flour'}; ${the(joinAll(beaten, flaxEggs(p))) || 'an egg'}, beaten; and ${the(crumbs) || 'the breadcrumbs'}. Coat each egg in the flour, then the egg, then the crumbs.`,
    `Heat the oven to 200 °C (180 °C fan). Brown the eggs in ${the(p.fat) || 'a good splash of oil'} in a deep frying pan for 3 to 4 minutes, turning, then bake on a tray for ${meat ? '15 minutes, until the meat is cooked through' : '8 minutes, until crisp'}.`,
    `Serve warm or cold, halved${when(served, `, with ${the(served)}`)}.`,
  ].filter(Boolean);
}

/** Schnitzel and its kind: flattened, coated in flour, egg and crumbs, fried; a parmigiana is then grilled under sauce and cheese. */
export function crumbed(p: Parts, dish: string | null = null): string[] {
  if (/scotch egg/.test(dish ?? '')) return scotchEggs(p);
  const coating = p.base.filter((name) => BINDER.test(name));
  const flour = coating.filter((name) => /flour/.test(name));
  const crumbs = coating.filter((name) => !flour.includes(name));
  const pieces = joinAll(p.meat, p.fish, p.plantProtein);
  const onlyFish = p.fish.length > 0 && p.meat.length === 0 && p.plantProtein.length === 0;
  const sauce = joinAll(
    p.liquid,
    p.veg.filter((name) => /passata|sauce|canned/.test(name)),
  );
  const side = joinAll(
    p.base.filter((name) => !coating.includes(name)),
    p.greens,
    p.veg.filter((name) => !sauce.includes(name)),
  );
  const grated = p.dairy.filter((name) => /parmesan|pecorino/.test(name));
  const melted = p.dairy.filter((name) => !grated.includes(name));
  // Butter with garlic beside meat is a kiev's filling: the breast is filled, not flattened, and
  // finished in the oven; the herbs go into the butter.
  const butter = p.fat.filter((name) => /butter/.test(name));
  const filled = butter.length > 0 && p.aromatic.length > 0 && p.meat.length > 0;
  const fryingFat = filled ? p.fat.filter((name) => !butter.includes(name)) : p.fat;
  // Spring onion or chives (a tonkatsu's) are scattered over with the herbs.
  const scattered = filled
    ? []
    : joinAll(
        p.herb,
        p.aromatic.filter((name) => /spring onion|chive/.test(name)),
      );
  return [
    ...(filled
      ? [
          `Mash ${the(butter)} with ${the(p.aromatic)}, crushed${when(p.herb, `, and ${the(p.herb)}, finely chopped`)}; shape into a log and chill until firm.`,
          `Cut a deep pocket into the thick side of each piece of ${pieces}, push in a slice of the butter, press closed and season.`,
        ]
      : // Fish is cut, not flattened: fish fingers, a breaded fillet.
        onlyFish
        ? [`Pat ${the(pieces)} dry, cut into even strips about 2 cm wide, and season.`]
        : [
            `Flatten ${the(pieces) || 'the meat'} to about 1 cm thick between two sheets of baking paper, and season.`,
          ]),
    soakFlax(p),
    `Set out three plates: ${the(flour) || 'a little flour'}; ${the(joinAll(p.eggs, flaxEggs(p))) || 'an egg'}, beaten; and ${the(joinAll(crumbs, grated, p.spice)) || 'the breadcrumbs'}${grated.length + p.spice.length > 0 ? ', mixed' : ''}.`,
    'Coat each piece in the flour, then the egg, then the crumbs, pressing them on.',
    filled
      ? `Heat the oven to 200 °C (180 °C fan). Brown the pieces in ${the(fryingFat) || 'a good splash of oil'} in a wide frying pan for 2 to 3 minutes a side, then bake on a tray for 20 minutes, until cooked through.`
      : `Heat ${the(fryingFat) || 'a good splash of oil'} in a wide frying pan over a medium heat and fry for ${onlyFish ? '2 to 3' : '3 to 4'} minutes a side, until golden and cooked through; drain on kitchen paper.`,
    when(
      joinAll(sauce, melted),
      `Heat the grill. Lay the pieces in a baking dish, spoon over ${the(sauce) || 'a little sauce'}, top with ${the(melted) || 'the cheese'} and grill for 3 to 5 minutes until bubbling.`,
    ),
    `Season with ${the(p.toTaste) || 'a little salt'}${when(scattered, ` and scatter with ${the(scattered)}`)}; serve${when(side, ` with ${the(side)}`)}.`,
  ].filter(Boolean);
}

/** Dumplings: a filling of mince and chopped vegetables in wrappers, fried, then steamed in the pan. */
export function dumplings(p: Parts): string[] {
  const wrappers = p.base;
  const filling = joinAll(p.meat, p.fish, p.plantProtein);
  const chopped = joinAll(p.veg, p.greens, p.aromatic);
  const dipping = p.toTaste.filter((name) => /vinegar|chil/.test(name));
  const seasoning = joinAll(
    p.toTaste.filter((name) => !dipping.includes(name)),
    p.spice,
  );
  return [
    `Finely chop ${the(chopped) || 'the vegetables'}; squeeze any watery ones dry in a clean cloth.`,
    `Mix ${the(filling) || 'the filling'} with the chopped vegetables, ${the(seasoning) || 'a pinch of salt'}${when(p.fat, ` and a little of ${the(p.fat)}`)}.`,
    `Put a heaped teaspoon of filling in the middle of each of ${the(wrappers) || 'the wrappers'}, wet the edge, fold over and pleat to seal.`,
    `Fry the dumplings flat side down in a little of ${the(p.fat) || 'the oil'} in a non-stick pan with a lid for 2 minutes, until golden; add 100 ml of water, cover and steam for 6 to 8 minutes, until the filling is cooked through.`,
    `Serve with ${the(dipping) || 'a little soy sauce'}${dipping.length ? ' mixed with a splash of the soy sauce' : ''} for dipping${when(p.herb, `, scattered with ${the(p.herb)}`)}.`,
  ].filter(Boolean);
}
