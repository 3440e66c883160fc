// Methods for dishes of batter or pastry baked round what they hold: a batter poured into
// smoking-hot fat (Yorkshire puddings, toad in the hole), and hand pies, pastry folded round a
// cooked filling (pasties, samosas, empanadas), sausage meat rolled in puff pastry, a whole
// fillet wrapped in puff (beef Wellington, salmon en croûte), or a pizza dough folded over its
// topping (calzone). Each step names its foods.
import { joinAll, the, when, type Parts } from './plan-parts.ts';
import { listOf } from './step-text.ts';
import { onionGravy, soften, spices, toCut } from './plan-methods-savoury.ts';
import { CURED_MEAT, GROUND } from './roles.ts';

const PASTRY = /pastry|dough/;

/** A batter risen in hot fat, round sausages when there are any, with an onion gravy beside. */
export function batterBake(p: Parts): string[] {
  const fat = the(p.fat) || 'a little oil';
  const roasted = joinAll(toCut(p), p.greens);
  const gravy = p.liquid.length > 0;
  const inBatter = joinAll(p.spice, p.herb);
  return [
    'Heat the oven to 220 °C (200 °C fan).',
    `Whisk ${the(joinAll(p.base, p.eggs, p.plantProtein)) || 'the flour and eggs'} with ${listOf([...inBatter.map((name) => `the ${name}`), `a pinch of ${p.toTaste[0] ?? 'salt'}`])}, then whisk in ${the(p.milk) || 'the milk'} a little at a time to a smooth batter as thick as single cream. Leave it to rest while the oven heats.`,
    p.meat.length
      ? `Put ${the(joinAll(p.meat, roasted))} in a roasting tin about 20 x 30 cm with ${fat} and roast for 15 minutes, turning once, until browned.`
      : `Pour ${fat} into a 12-hole muffin tin, a little in each hole (or all of it into a roasting tin${when(roasted, ` with ${the(roasted)}, cut into chunks`)}), and heat in the oven for 10 minutes, until smoking hot.`,
    `Working quickly, pour the batter into the hot fat${p.meat.length ? ` around ${the(p.meat)}` : ''}${when(p.dairy, `, scatter over ${the(p.dairy)}`)} and bake for 25 to 30 minutes (20 for small puddings) without opening the oven door, until risen, crisp and deep golden.`,
    gravy
      ? `Meanwhile, ${onionGravy(p.aromatic, p.liquid)}; season with ${the(p.toTaste) || 'salt and pepper'}.`
      : when(
          p.aromatic,
          `Slice ${the(p.aromatic)} thinly and scatter into the tin with the fat before the batter.`,
        ),
    gravy
      ? 'Serve at once, with the onion gravy.'
      : `Season with ${the(p.toTaste) || 'a little salt'} and serve at once.`,
  ].filter(Boolean);
}

/** Sausage meat rolled in puff pastry, cut into rolls and baked. */
function sausageRolls(p: Parts, pastry: readonly string[]): string[] {
  const mixedIn = joinAll(p.aromatic, p.spice, p.herb, p.toTaste);
  const glaze = p.eggs.length ? `${the(p.eggs)}, beaten` : the(p.fat) || 'a little oil';
  const seasoned = [
    'Heat the oven to 200 °C (180 °C fan) and line a baking tray with baking paper.',
    when(p.aromatic, `Finely chop ${the(p.aromatic)}.`),
    `Squeeze ${the(p.meat)} out of their skins into a bowl and mix in ${the(mixedIn) || 'a pinch of salt and pepper'}.`,
  ];
  // Without pastry (gluten-free): the seasoned meat is shaped into small logs and baked.
  const rest = pastry.length
    ? [
        `Roll out ${the(pastry)} into a rectangle about 30 x 25 cm and cut it in half lengthways.`,
        `Lay the sausage meat down the middle of each strip in a long roll, brush one edge with a little of ${glaze}, fold the pastry over and press to seal.`,
        `Cut into pieces about 5 cm long, set them on the tray, brush with ${p.eggs.length ? 'the rest of the egg' : glaze} and snip two small cuts in the top of each.`,
        'Bake for 25 to 30 minutes, until puffed, deep golden and cooked through; cool for 5 minutes before serving.',
      ]
    : [
        `Shape into small logs about 6 cm long, set them on the tray and brush with ${glaze}.`,
        'Bake for 20 to 25 minutes, turning once, until browned and cooked through.',
      ];
  return [...seasoned, ...rest].filter(Boolean);
}

/**
 * A whole fillet of beef or fish wrapped in puff pastry over mushrooms cooked dry or wilted greens
 * (beef Wellington, salmon en croûte): seared first when it is meat, baked, rested and sliced.
 */
function wrappedWhole(p: Parts, pastry: readonly string[]): string[] {
  const cured = p.meat.filter((name) => CURED_MEAT.test(name));
  const fillet = joinAll(
    p.meat.filter((name) => !cured.includes(name)),
    p.fish,
  );
  const layer = joinAll(p.veg, p.aromatic);
  const spread = p.toTaste.filter((name) => /mustard/.test(name));
  const seasoning = p.toTaste.filter((name) => !spread.includes(name));
  const fat = the(p.fat) || 'a little oil';
  const meat = p.meat.length > cured.length;
  return [
    'Heat the oven to 200 °C (180 °C fan) and line a baking tray with baking paper.',
    `Season ${the(fillet)} with ${the(seasoning) || 'salt and pepper'}${meat ? `, then sear it in ${fat} in a very hot pan for 1 to 2 minutes a side until browned all over; leave to cool` : ''}${when(spread, ` and brush it with ${the(spread)}`)}.`,
    when(
      layer,
      `Finely chop ${the(layer)} and cook in ${fat} over a medium heat for 10 to 15 minutes, stirring, until all the liquid has gone and they are dry; stir in ${the(joinAll(p.spice, p.herb)) || 'a pinch of salt'} and leave to cool.`,
    ),
    when(
      p.greens,
      `Wilt ${the(p.greens)} in a dry pan, then squeeze out all the water and leave to cool.`,
    ),
    `Roll out ${the(pastry)} into a rectangle large enough to wrap the fillet${when(cured, `, lay ${the(cured)} over it, overlapping,`)} and spread the middle with ${
      listOf([
        ...(layer.length ? [`the cooked ${layer.join(' and ')}`] : []),
        ...joinAll(p.greens, p.milk, p.dairy).map((name) => `the ${name}`),
      ]) || 'the filling'
    }${when(layer.length ? [] : p.spice, `, seasoned with ${the(p.spice)}`)}.`,
    `Set ${the(fillet)} on top, wrap the pastry round it and seal the edges with ${p.eggs.length ? `a little of ${the(p.eggs)}, beaten` : 'a little water'}. Lay it seam down on the tray, brush with ${p.eggs.length ? 'the rest of the egg' : fat}, score the top lightly and chill for 15 minutes.`,
    meat
      ? 'Bake for 35 to 40 minutes, until the pastry is deep golden (the beef is medium-rare at 52 °C in the middle); rest for 10 minutes, then cut into thick slices.'
      : 'Bake for 25 to 30 minutes, until the pastry is deep golden and the fish is just cooked through; rest for 5 minutes, then cut into thick slices.',
  ].filter(Boolean);
}

/** A pizza dough folded over its topping and baked on a hot tray (calzone). */
function foldedDough(p: Parts, dough: readonly string[]): string[] {
  const softened = joinAll(p.aromatic, toCut(p));
  const filling = joinAll(
    p.meat,
    p.fish,
    softened.length ? ['softened vegetables'] : [],
    p.greens,
    p.plantProtein,
    p.milk,
    p.dairy,
    p.herb,
  );
  return [
    'Heat the oven to 240 °C (220 °C fan) with a baking tray inside.',
    when(
      softened,
      `Slice ${the(softened)} thinly and soften in ${the(p.fat) || 'a little oil'} for 5 minutes.`,
    ),
    `Divide ${the(dough) || 'the dough'} into pieces, one a serving, and roll or stretch each into a 25 cm round.`,
    `Spread half of each round with ${the(p.liquid) || 'a little tomato sauce'}, leaving a border, and season with ${the(joinAll(p.spice, p.toTaste)) || 'a pinch of salt'}.`,
    `Top with ${the(filling) || 'the filling'}, fold the other half over and press the edge to seal${when(p.eggs, `; brush with ${the(p.eggs)}, beaten`)}. Cut a small slit in the top.`,
    'Slide onto the hot tray and bake for 15 to 20 minutes, until puffed and golden; rest for 5 minutes before cutting.',
  ].filter(Boolean);
}

/**
 * Hand pies: a filling cooked and cooled (mince or diced meat, diced potato and vegetables, the
 * spices), folded into rounds of pastry or filo triangles, glazed and baked.
 */
export function handPies(p: Parts): string[] {
  const casing = p.base.filter((name) => PASTRY.test(name));
  const starch = p.base.filter((name) => !PASTRY.test(name));
  if (casing.some((name) => /dough/.test(name))) return foldedDough(p, casing);
  const sausage = p.meat.filter((name) => /sausage/.test(name));
  if (sausage.length && sausage.length === p.meat.length && !starch.length && !toCut(p).length) {
    return sausageRolls(p, casing);
  }
  const whole = joinAll(
    p.meat.filter((name) => !GROUND.test(name) && !CURED_MEAT.test(name)),
    p.fish,
  );
  if (casing.some((name) => /puff/.test(name)) && whole.length && !starch.length) {
    return wrappedWhole(p, casing);
  }
  // The pastry ruled out by the diet (gluten-free): the filling is baked in a dish.
  const inDish = casing.length === 0;
  const diced = joinAll(starch, toCut(p));
  const stirredIn = joinAll(
    p.veg.filter((name) => !toCut(p).includes(name)),
    p.plantProtein,
    p.fish,
    p.liquid,
  );
  const fat = the(p.fat) || 'a little oil';
  const filo = casing.some((name) => /filo/.test(name));
  const seal = p.eggs.length ? 'a little of the beaten egg' : 'a little water';
  return [
    'Heat the oven to 200 °C (180 °C fan) and line a baking tray with baking paper.',
    p.aromatic.length
      ? `Finely chop ${the(p.aromatic)}${when(diced, `, and cut ${the(diced)} into 1 cm dice`)}.`
      : when(diced, `Cut ${the(diced)} into 1 cm dice.`),
    when(
      p.meat,
      p.meat.every((name) => GROUND.test(name))
        ? `Brown ${the(p.meat)} in a little of ${fat} in a wide pan for 5 minutes, breaking it up.`
        : `Cut ${the(p.meat)} into small pieces and brown in a little of ${fat} in a wide pan for 5 minutes.`,
    ),
    p.meat.length
      ? when(
          p.aromatic,
          `Add ${the(p.aromatic)} to the pan and cook for 6 to 8 minutes until soft.`,
        )
      : soften(p),
    spices(p),
    when(
      joinAll(diced, stirredIn),
      `Add ${the(joinAll(diced, stirredIn))} and a splash of water, cover and cook for 10 to 15 minutes, until ${diced.length ? `${the(diced)} ${diced.length > 1 ? 'are' : 'is'} tender and ` : ''}the pan is almost dry.`,
    ),
    when(p.greens, `Stir in ${the(p.greens)} until wilted.`),
    `Season with ${the(joinAll(p.toTaste, p.herb)) || 'salt and pepper'} and leave the filling to cool${when(p.dairy, `, then stir in ${the(p.dairy)}`)}.`,
    when(p.eggs, `Beat ${the(p.eggs)}.`),
    inDish
      ? `Spoon the filling into a baking dish${p.eggs.length ? ', pour over the beaten egg' : ''} and bake for 15 to 20 minutes, until the top is golden. Serve warm.`
      : filo
        ? `Cut ${the(casing)} into strips about 10 cm wide and brush with ${fat}. Put a spoonful of filling at one end of each strip and fold it over and over into a triangle; brush the last fold with ${seal} to seal.`
        : `Roll out ${the(casing)} about 3 mm thick and cut into rounds about 18 cm across. Spoon the filling onto one half of each, brush the edge with ${seal}, fold over and crimp to seal.`,
    inDish
      ? ''
      : `Set them on the tray, brush with ${p.eggs.length ? 'the rest of the beaten egg' : fat}, cut a small slit in each and bake for 25 to 30 minutes, until crisp and golden. Serve warm.`,
  ].filter(Boolean);
}

/**
 * A quick bread: a soda bread's soft dough shaped, cut with a cross and baked at once; with
 * cornmeal or eggs, a batter poured into a hot buttered tin (cornbread).
 */
export function quickBread(p: Parts): string[] {
  const dry = joinAll(p.base, p.raising, p.spice, p.toTaste, p.sweet);
  const wet = joinAll(p.milk, p.eggs, p.plantProtein);
  const folded = joinAll(p.fruit, p.nut, p.dairy, p.herb, p.veg, p.greens, p.aromatic);
  const batter = p.eggs.length > 0 || p.base.some((name) => /cornmeal|polenta/.test(name));
  if (batter) {
    return [
      `Heat the oven to 200 °C (180 °C fan) with a 20 cm square tin or ovenproof frying pan inside, greased with a little of ${the(p.fat) || 'the butter'}.`,
      `Whisk ${the(dry) || 'the dry ingredients'} in a large bowl.`,
      `In a jug, whisk ${the(wet) || 'the buttermilk'}${when(p.fat, ` with the rest of ${the(p.fat)}, melted`)}.`,
      `Stir the wet into the dry until just combined; a few lumps are fine${when(folded, `. Fold in ${the(folded)}`)}.`,
      'Pour into the hot tin and bake for 20 to 25 minutes, until golden and a skewer comes out clean.',
      'Cool for 10 minutes in the tin, then cut into squares. Best eaten warm.',
    ].filter(Boolean);
  }
  return [
    'Heat the oven to 200 °C (180 °C fan) and dust a baking tray with flour.',
    `Mix ${the(dry) || 'the flour, bicarbonate of soda and salt'} in a large bowl${when(p.fat, `, and rub in ${the(p.fat)} with your fingertips until it looks like breadcrumbs`)}${when(folded, `; stir in ${the(folded)}`)}.`,
    `Make a well in the middle, pour in ${the(wet) || 'the buttermilk'} and mix quickly with a fork, then your hand, into a soft, slightly sticky dough. Do not knead it: the soda works at once.`,
    'Shape into a round about 4 cm deep on the tray and cut a deep cross in the top.',
    'Bake for 30 to 35 minutes, until well risen and the loaf sounds hollow when tapped underneath.',
    'Cool on a rack, wrapped in a clean tea towel for a soft crust.',
  ].filter(Boolean);
}
