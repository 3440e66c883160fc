// Methods for savoury dishes built from scratch, in the order a cook works: prep, cook the
// aromatics, brown or add the main food, simmer or roast, finish, serve. Each step names its
// foods, and a step with nothing to name is left out.
import { joinAll, the, when, type Parts } from './plan-parts.ts';

/** Tinned and sauce-like vegetables go in as they are, and so do peas and sweetcorn. */
export const toCut = (p: Parts) =>
  p.veg.filter((name) => !/canned|passata|sauce|paste|^(green )?peas$|corn$/.test(name));
export const chop = (p: Parts) => {
  const cut = toCut(p);
  if (!p.aromatic.length) return when(cut, `Cut ${the(cut)} into bite-size pieces.`);
  return `Finely chop ${the(p.aromatic)}${when(cut, `, and cut ${the(cut)} into bite-size pieces`)}.`;
};
export const brownMeat = (p: Parts) =>
  when(p.meat, `Brown ${the(p.meat)} in a little of ${the(p.fat)} for 5 minutes; set aside.`);
export const searFish = (p: Parts) =>
  when(p.fish, `Season ${the(p.fish)} and cook for 3 to 4 minutes a side until just cooked.`);
export const soften = (p: Parts) =>
  when(
    p.aromatic,
    `Heat ${the(p.fat) || 'a little oil'} in a wide pan and cook ${the(p.aromatic)} for 6 to 8 minutes until soft.`,
  );
/** An onion gravy: onions cooked slowly until golden, thickened with flour and the stock. */
export const onionGravy = (onions: readonly string[], stock: readonly string[]) =>
  `slice ${the(onions) || 'an onion'} and cook it slowly in a little oil for 15 minutes until soft and golden. Stir in a spoonful of flour, add ${the(stock)} a little at a time and simmer for 5 minutes into a gravy`;
export const spices = (p: Parts) =>
  when(p.spice, `Stir in ${the(p.spice)} and cook for 30 seconds until fragrant.`);
export const cookBase = (p: Parts) => when(p.base, `Meanwhile cook ${the(p.base)}.`);
export const wilt = (p: Parts) => when(p.greens, `Stir in ${the(p.greens)} until just wilted.`);
export const season = (p: Parts) =>
  when(p.toTaste, `Season with ${the(p.toTaste)} to taste.`) +
  when(joinAll(p.herb, p.nut, p.dairy), ` Scatter with ${the(joinAll(p.dairy, p.herb, p.nut))}.`);
export const serve = (p: Parts) => (p.base.length ? `Serve with ${the(p.base)}.` : 'Serve hot.');

/**
 * A soup that is blended: vegetables and lentils alone. Meat, fish, eggs, whole beans, pasta or
 * bread in the pot make a soup eaten in pieces (tom yum, minestrone, French onion).
 */
export function isPuree(p: Parts): boolean {
  return (
    p.meat.length === 0 &&
    p.fish.length === 0 &&
    p.eggs.length === 0 &&
    p.base.length === 0 &&
    p.plantProtein.every((name) => /lentil|split pea/.test(name))
  );
}

/** Curries, stews and soups: everything simmers together in one pan. */
/** Starchy vegetables cook in the pot (aloo gobi, a massaman, an Irish stew); rice stays beside. */
const IN_THE_POT = /potato|yam|cassava|taro|plantain/;

/** Starches that thicken a pot rather than fill a plate. */
const THICKENER = /cornstarch|cornflour|arrowroot|potato starch/;

export function simmered(p: Parts, minutes: string, blend = false): string[] {
  const thickeners = p.base.filter((name) => THICKENER.test(name));
  const inPot = p.base.filter((name) => IN_THE_POT.test(name));
  // A curry paste is fried with the spices, not stirred in to taste at the end.
  const pastes = p.toTaste.filter((name) => /curry paste/.test(name));
  const parts = {
    ...p,
    base: p.base.filter((name) => !inPot.includes(name) && !thickeners.includes(name)),
    veg: joinAll(inPot, p.veg),
    spice: joinAll(pastes, p.spice),
    toTaste: p.toTaste.filter((name) => !pastes.includes(name)),
  };
  const simmering = joinAll(parts.veg, p.liquid, p.plantProtein, p.milk);
  return [
    chop(parts),
    brownMeat(parts),
    soften(parts),
    spices(parts),
    `Add ${the(simmering) || 'a splash of water'}${p.meat.length ? ', return the meat' : ''} and simmer for ${minutes}.`,
    blend ? 'Blend half of it (or all, for a smooth soup) and return to the pan.' : '',
    ...fishInThePot(parts),
    when(
      thickeners,
      `Mix ${the(thickeners)} with a little cold water, stir it in and simmer for 1 minute, until lightly thickened.`,
    ),
    // In a thickened broth the egg is poured in to set in ribbons (egg drop, hot and sour soup).
    thickeners.length
      ? when(
          p.eggs,
          `Beat ${the(p.eggs)} and pour in a thin stream while you stir slowly, so it sets in ribbons.`,
        )
      : when(p.eggs, `Fry or poach ${the(p.eggs)} and set them on top.`),
    wilt(parts),
    cookBase(parts),
    season(parts),
    serve(parts),
  ].filter(Boolean);
}

/** Shrimp, mussels and the like cook in the pot; a fillet is seared and flaked in. */
const SHELLFISH = /shrimp|prawn|mussel|clam|scallop|squid|crab|lobster|oyster|octopus/;

function fishInThePot(p: Parts): string[] {
  const shellfish = p.fish.filter((name) => SHELLFISH.test(name));
  const fillets = p.fish.filter((name) => !SHELLFISH.test(name));
  return [
    when(shellfish, `Add ${the(shellfish)} for the last 3 to 4 minutes, until just cooked.`),
    searFish({ ...p, fish: fillets }),
    when(fillets, `Add ${the(fillets)} in large flakes.`),
  ];
}

/**
 * Noodles in broth (pho, ramen, chicken noodle soup): the broth is infused, the meat poached in it,
 * the noodles cooked apart so they do not swell and cloud it, and the bowl built at the end.
 */
export function noodleSoup(p: Parts): string[] {
  const infused = joinAll(p.aromatic, p.spice);
  return [
    chop(p),
    `Bring ${the(p.liquid) || 'the stock'} to a simmer in a large pan${when(infused, ` with ${the(infused)}`)} and let it infuse for 10 minutes.`,
    when(
      p.meat,
      `Slip ${the(p.meat)} into the broth and poach gently for 10 to 12 minutes until cooked through; lift out, slice thinly and set aside.`,
    ),
    when(p.eggs, `Boil ${the(p.eggs)} for 7 minutes, cool in cold water, peel and halve.`),
    when(p.veg, `Add ${the(p.veg)} to the broth and simmer for 3 to 4 minutes, until just tender.`),
    when(p.fish, `Add ${the(p.fish)} for the last 3 minutes, until just cooked.`),
    when(p.plantProtein, `Add ${the(p.plantProtein)} to warm through.`),
    wilt(p),
    `Meanwhile cook ${the(p.base) || 'the noodles'} in a separate pan of boiling water, drain and divide between the bowls.`,
    when(p.toTaste, `Season the broth with ${the(p.toTaste)} to taste.`),
    `Ladle the hot broth over the noodles and top with ${the(joinAll(p.meat, p.eggs, p.herb, p.nut, p.dairy)) || 'the vegetables'}${when(p.fat, `, with a drizzle of ${the(p.fat).replace(/^the /, '')}`)}.`,
  ].filter(Boolean);
}

/**
 * Pasta dressed with egg (carbonara): no sauce simmers; the eggs, beaten with the cheese, thicken
 * off the heat in the warmth of the pasta.
 */
function eggDressedPasta(p: Parts): string[] {
  return [
    chop(p),
    `Cook ${the(p.base)} in plenty of salted boiling water until al dente; keep a cup of the cooking water.`,
    `Whisk ${the(joinAll(p.eggs, p.dairy))}${when(p.toTaste, ` with plenty of ${the(p.toTaste).replace(/^the /, '')}`)}.`,
    when(
      joinAll(p.meat, p.aromatic),
      `Fry ${the(joinAll(p.meat, p.aromatic))} in ${the(p.fat) || 'a little oil'} until crisp and golden.`,
    ),
    `Take the pan off the heat, toss the drained pasta through, then stir in the egg mixture and a splash of the cooking water until creamy: the warmth of the pasta cooks the eggs.`,
    when(joinAll(p.spice, p.herb), `Scatter with ${the(joinAll(p.spice, p.herb))}.`),
    'Serve straight away.',
  ].filter(Boolean);
}

/** Macaroni cheese: a white sauce of butter, flour and milk, the cheese melted into it. */
function cheeseSaucePasta(p: Parts): string[] {
  const flour = p.base.filter((name) => /flour/.test(name));
  const pasta = p.base.filter((name) => !/flour/.test(name));
  const butter = p.fat.filter((name) => /butter|ghee/.test(name));
  const whiteSauce = `Melt ${the(butter.length ? butter : p.fat) || 'a knob of butter'} in a saucepan${when(p.aromatic, ` and cook ${the(p.aromatic)} for 5 minutes until soft`)}; stir in ${the(flour) || 'a spoonful of flour'} for a minute, then whisk in ${the(p.milk)} a little at a time until smooth and thick.`;
  const seasoning = joinAll(p.spice, p.toTaste);
  // No pasta: the vegetable is baked in the sauce (cauliflower cheese).
  if (!pasta.length) {
    return [
      'Heat the oven to 200 °C (180 °C fan).',
      `Cut ${the(p.veg) || 'the vegetables'} into florets or chunks and boil for 5 minutes, until just tender; drain well and tip into a baking dish.`,
      whiteSauce,
      p.dairy.length
        ? `Take it off the heat and stir in most of ${the(p.dairy)}${when(seasoning, ` with ${the(seasoning)}`)}.`
        : when(seasoning, `Take it off the heat and season with ${the(seasoning)}.`),
      `Pour the sauce over${p.dairy.length ? ', scatter with the rest of the cheese' : ''} and bake for 20 to 25 minutes, until bubbling and golden.`,
      when(p.herb, `Scatter with ${the(p.herb)} and serve.`) || 'Serve hot.',
    ];
  }
  return [
    chop(p),
    `Cook ${the(pasta)} in plenty of salted boiling water until just al dente, and drain.`,
    brownMeat(p),
    whiteSauce,
    `Take it off the heat and stir in ${the(p.dairy)} until melted${when(seasoning, `; season with ${the(seasoning)}`)}.`,
    `Fold the pasta${p.meat.length ? ' and the meat' : ''} through the sauce${when(joinAll(p.greens, p.herb), ` with ${the(joinAll(p.greens, p.herb))}`)}, and serve hot (or bake at 200 °C for 15 minutes until golden).`,
  ].filter(Boolean);
}

export function pasta(p: Parts): string[] {
  if (p.eggs.length > 0 && p.veg.length === 0 && p.liquid.length === 0) return eggDressedPasta(p);
  const noPasta = p.base.every((name) => /flour/.test(name));
  if (p.milk.length > 0 && (noPasta || (p.dairy.length > 0 && p.veg.length === 0)))
    return cheeseSaucePasta(p);
  return [
    chop(p),
    `Cook ${the(p.base)} in plenty of salted boiling water until al dente; keep a cup of the cooking water.`,
    brownMeat(p),
    soften(p),
    `Add ${the(joinAll(p.veg, p.liquid, p.plantProtein)) || 'a splash of the pasta water'} with ${the(p.spice) || 'a pinch of salt'} and simmer for 10 minutes${p.meat.length ? ', with the meat back in' : ''}.`,
    when(p.fish, `Add ${the(p.fish)} for the last 3 minutes, until just cooked.`),
    wilt(p),
    `Toss the pasta through the sauce with a splash of the cooking water.`,
    season(p),
    'Serve straight away.',
  ].filter(Boolean);
}

/** Vegetables too small to cut: they go on the tray whole. */
const SMALL_WHOLE = /peas|sweet corn|edamame/;
/** Meat or fish bought or kept cooked: warmed through, not cooked again. */
const ALREADY_COOKED = /^(roast|cooked|smoked|canned)\b/;

/** Starches cooked in a pan beside a traybake, not cut into chunks and roasted. */
const COOKED_APART = /rice|quinoa|couscous|bulgur|barley|noodle|pasta|farro|freekeh|millet/;

export function roasted(p: Parts): string[] {
  const meatOrFish = joinAll(p.meat, p.fish);
  const apart = p.base.filter((name) => COOKED_APART.test(name));
  const onTray = p.base.filter((name) => !apart.includes(name));
  // Peas and corn go in whole, with the protein; meat already cooked only warms through.
  const whole = p.veg.filter((name) => SMALL_WHOLE.test(name));
  const cut = p.veg.filter((name) => !whole.includes(name));
  const added = joinAll(meatOrFish, p.plantProtein, whole);
  const raw = joinAll(p.meat, p.fish).some((name) => !ALREADY_COOKED.test(name));
  // Yoghurt on a traybake is the meat's marinade (tandoori chicken), else a spoonful on the side.
  const marinade = meatOrFish.length > 0 ? p.milk : [];
  const stock = p.liquid.filter((name) => /stock|broth/.test(name));
  return [
    when(marinade, `Coat ${the(meatOrFish)} in ${the(marinade)} and leave while the oven heats.`),
    'Heat the oven to 200 °C (180 °C fan).',
    `Cut ${the(joinAll(onTray, cut, p.aromatic)) || 'the vegetables'} into even chunks.`,
    `Toss with ${the(joinAll(p.fat, p.spice)) || 'a little oil'} and a pinch of salt on a large tray, and roast for 20 minutes.`,
    when(
      added,
      `Add ${the(added)} and roast for ${raw && p.meat.length ? '25 minutes more, until cooked through' : raw || p.plantProtein.length ? '15 minutes more' : '10 minutes more, until hot through'}.`,
    ),
    when(apart, `Meanwhile cook ${the(apart)}.`),
    wilt(p),
    when(p.dairy, `Scatter over ${the(p.dairy)} for the last 5 minutes.`),
    // A stock on a roast is its gravy, made in the tray (a Sunday roast).
    when(
      stock,
      `Lift everything onto a warm dish. Set the tray over a low heat, stir a spoonful of flour into the juices, whisk in ${the(stock)} and bubble for 5 minutes into a gravy.`,
    ),
    season(p),
    stock.length
      ? 'Serve with the gravy.'
      : apart.length > 0
        ? `Serve with ${the(apart)}.`
        : marinade.length === 0 && p.milk.length > 0
          ? `Serve from the tray with ${the(p.milk)}.`
          : 'Serve from the tray.',
  ].filter(Boolean);
}

export function omelette(p: Parts): string[] {
  const eggs = p.eggs.length > 0;
  // Potatoes cooked slowly in the oil and set in the eggs, turned once: a Spanish tortilla.
  const potatoes = p.base.filter((name) => /potato/.test(name));
  if (eggs && potatoes.length) {
    return [
      `Peel ${the(potatoes)} and slice thinly; slice ${the(p.aromatic) || 'the onion'} thinly too.`,
      `Cook them gently in ${the(p.fat) || 'plenty of olive oil'} in a 20 cm non-stick frying pan, covered, for 20 minutes, turning now and then, until tender but not browned.`,
      `Beat ${the(p.eggs)} with ${the(joinAll(p.toTaste, p.spice)) || 'a pinch of salt'} in a large bowl, lift in the potatoes with a slotted spoon and leave for 5 minutes.`,
      'Pour off any oil beyond a spoonful, tip the mixture back into the pan and cook over a low heat for 8 to 10 minutes, until set underneath.',
      'Turn it out onto a plate, slide it back in the other way up and cook for 3 to 4 minutes more.',
      `Serve warm or at room temperature, in wedges${when(p.herb, `, with ${the(p.herb)} scattered over`)}.`,
    ];
  }
  return [
    chop(p),
    when(p.eggs, `Beat ${the(p.eggs)} with ${the(p.toTaste) || 'a pinch of salt'}.`),
    `Heat ${the(p.fat) || 'a little oil'} in a non-stick pan and cook ${the(joinAll(p.aromatic, p.veg, p.meat)) || 'the filling'} for 3 minutes.`,
    eggs
      ? 'Pour in the eggs and cook gently, drawing the edges in, until almost set.'
      : `Crumble in ${the(p.plantProtein)} with ${the(joinAll(p.spice, p.toTaste)) || 'a pinch of salt'} and cook until golden.`,
    eggs ? when(p.plantProtein, `Add ${the(p.plantProtein)} and stir until hot.`) : '',
    when(
      joinAll(p.greens, p.dairy, p.fish),
      `Scatter over ${the(joinAll(p.greens, p.dairy, p.fish))}${eggs ? ' and fold over' : ' and stir until wilted'}.`,
    ),
    p.base.length ? `Serve with ${the(p.base)}.` : 'Serve at once.',
    when(p.herb, `Finish with ${the(p.herb)}.`),
  ].filter(Boolean);
}

/** Vegetables sliced and layered in a bake without pasta (a moussaka's aubergine and potato). */
export const SLICED_LAYER = /eggplant|aubergine|zucchini|courgette|potato|squash/;

/**
 * Lasagne and other layered bakes: a sauce, layered with the sheets and the cheese, baked. A bake
 * without pasta layers its vegetables instead, sliced and roasted first, under a custard when
 * it has eggs (moussaka).
 */
export function layered(p: Parts): string[] {
  const pasta = p.base.some((name) => /pasta|lasagn|noodle|sheet/.test(name));
  const slices = pasta
    ? []
    : joinAll(
        p.base,
        p.veg.filter((name) => SLICED_LAYER.test(name)),
      );
  const sheets = pasta ? p.base : slices;
  const sauce = joinAll(
    p.veg.filter((name) => !slices.includes(name)),
    p.liquid,
    p.plantProtein,
  );
  const topping = joinAll(p.dairy, p.milk);
  const custard = p.eggs.length > 0;
  return [
    chop({ ...p, veg: p.veg.filter((name) => !slices.includes(name)) }),
    when(
      slices,
      `Slice ${the(slices)} about 1 cm thick, brush with a little of ${the(p.fat) || 'the oil'} and roast at 200 °C (180 °C fan) for 20 to 25 minutes, turning once, until soft and golden.`,
    ),
    brownMeat(p),
    soften(p),
    spices(p),
    `Add ${the(sauce) || 'a splash of water'}${p.meat.length ? ', return the meat' : ''} and simmer for 20 minutes into a thick sauce.`,
    wilt(p),
    when(p.toTaste, `Season the sauce with ${the(p.toTaste)}.`),
    'Heat the oven to 190 °C (170 °C fan).',
    custard
      ? `In a baking dish, layer ${the(sheets)} with the sauce, twice over. Beat ${the(p.eggs)} into ${the(joinAll(p.milk, p.dairy)) || 'a little milk'} and spread it over the top.`
      : `In a baking dish, layer the sauce and ${the(sheets)}, three times over, finishing with sauce${when(topping, ` and ${the(topping)}`)}.`,
    'Bake for 35 to 40 minutes until bubbling and golden, then rest for 10 minutes.',
    when(joinAll(p.herb, p.nut), `Scatter with ${the(joinAll(p.herb, p.nut))} and serve.`) ||
      'Cut into squares and serve.',
  ].filter(Boolean);
}

/** Stuffed vegetables: the first vegetable hollowed and filled, the filling cooked in a pan. */
export function stuffed(p: Parts): string[] {
  const cut = toCut(p);
  const vessel = cut.slice(0, 1);
  const rest = p.veg.filter((name) => !vessel.includes(name));
  const filling = joinAll(rest, p.plantProtein, p.liquid, p.greens);
  return [
    'Heat the oven to 190 °C (170 °C fan).',
    `Halve ${the(vessel) || 'the vegetables'}, scoop out the seeds or the middles and set them cut side up in a baking dish with a little of ${the(p.fat) || 'the oil'}.`,
    cookBase(p),
    when(p.aromatic, `Finely chop ${the(p.aromatic)}.`),
    brownMeat(p),
    soften(p),
    spices(p),
    `Stir in ${the(joinAll(filling, p.base, p.meat.length ? ['meat'] : [])) || 'a splash of water'} and simmer for 5 minutes; season with ${the(p.toTaste) || 'salt and pepper'}.`,
    `Pack the filling into the ${vessel[0] ?? 'vegetables'}${when(p.dairy, ` and top with ${the(p.dairy)}`)}.`,
    'Cover with foil and bake for 25 minutes, then uncover and bake for 10 to 15 minutes more, until tender and golden.',
    when(joinAll(p.herb, p.nut), `Scatter with ${the(joinAll(p.herb, p.nut))} and serve.`),
  ].filter(Boolean);
}

/** Nachos: chips and beans or meat under melted cheese, the fresh toppings added at the end. */
export function nachos(p: Parts): string[] {
  const hot = joinAll(p.aromatic.filter((name) => /jalape|chil/.test(name)));
  const fresh = joinAll(
    p.veg,
    p.greens,
    p.aromatic.filter((name) => !hot.includes(name)),
  );
  const cheese = p.dairy.filter((name) => !/sour cream|yogurt/.test(name));
  const dollops = joinAll(
    p.dairy.filter((name) => !cheese.includes(name)),
    p.milk,
    p.toTaste,
  );
  return [
    'Heat the oven to 200 °C (180 °C fan).',
    when(
      p.meat,
      `Brown ${the(p.meat)} in ${p.fat.length ? `a little of ${the(p.fat)}` : 'a little oil'} with ${the(p.spice) || 'a pinch of salt'}, breaking it up.`,
    ),
    `Spread ${the(p.base) || 'the tortilla chips'} over a large tray and scatter over ${the(joinAll(p.meat, p.plantProtein, hot, cheese)) || 'the cheese'}.`,
    'Bake for 8 to 10 minutes, until the cheese has melted.',
    `Top with ${the(joinAll(fresh, dollops, p.herb)) || 'the toppings'}, chopped where needed, and serve straight away.`,
  ].filter(Boolean);
}
