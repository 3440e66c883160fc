// Methods for sweet dishes built from scratch: batters (pancakes, cakes), porridge, smoothies,
// layered desserts, granola and creams set in pots.
import { flaxEggs, joinAll, soakFlax, the, when, type Parts } from './plan-parts.ts';

const mashable = (p: Parts) => p.fruit.filter((name) => name === 'banana');
const folded = (p: Parts) => p.fruit.filter((name) => name !== 'banana');

export function pancakes(p: Parts): string[] {
  const dry = joinAll(p.base, p.raising, p.spice, p.toTaste);
  const wet = joinAll(p.milk, p.eggs, flaxEggs(p), p.plantProtein);
  const toppings = joinAll(
    p.sweet,
    p.nut.filter((name) => !flaxEggs(p).includes(name)),
    p.dairy,
  );
  return [
    soakFlax(p),
    `Whisk ${the(dry)} in a large bowl.`,
    when(mashable(p), `Mash ${the(mashable(p))} with a fork.`),
    `In a jug, whisk ${the(joinAll(wet, mashable(p))) || 'the milk'}${when(p.fat, ` with half of ${the(p.fat)}, melted`)}.`,
    `Pour the wet ingredients into the dry and fold until just combined; rest for 5 minutes.`,
    when(folded(p), `Fold in ${the(folded(p))}.`),
    `Heat a frying pan over a medium heat with a little ${p.fat[0] ?? 'oil'}. Cook about 60 ml of batter per pancake for 2 minutes, until bubbles appear, then flip and cook 1 to 2 minutes more.`,
    `Serve warm${when(toppings, ` with ${the(toppings)}`)}.`,
  ].filter(Boolean);
}

export function porridge(p: Parts, dish: string | null = null): string[] {
  // Chia seeds thicken cold milk as they soak: a chia pudding, or overnight oats, is never cooked.
  const chia = p.nut.filter((name) => /chia/.test(name));
  if (chia.length || dish === 'overnight oat') {
    const others = p.nut.filter((name) => !chia.includes(name));
    return [
      `Stir ${the(joinAll(p.base, chia, p.milk, p.liquid, p.spice, p.toTaste))} together in a bowl or jar.`,
      'Leave for 10 minutes, stir again to break up any clumps, then cover and chill for at least 4 hours, or overnight, until thick.',
      when(mashable(p), `Mash ${the(mashable(p))} and stir it in.`),
      `Spoon into bowls or glasses and top with ${
        the(
          joinAll(
            p.fruit.filter((name) => name !== 'banana'),
            others,
            p.dairy,
            p.sweet,
          ),
        ) || 'a little cinnamon'
      }.`,
    ].filter(Boolean);
  }
  return [
    `Put ${the(joinAll(p.base, p.milk, p.liquid, p.spice, p.toTaste))} in a saucepan and bring to a gentle simmer.`,
    'Cook for 5 to 10 minutes, stirring often, until thick and creamy; loosen with a splash of water if needed.',
    when(mashable(p), `Mash half of ${the(mashable(p))} and stir it in for the last 2 minutes.`),
    when(joinAll(p.nut, p.dairy), `Roughly chop or crumble ${the(joinAll(p.nut, p.dairy))}.`),
    `Spoon into bowls and top with ${the(joinAll(p.fruit, p.nut, p.dairy, p.sweet)) || 'a little cinnamon'}.`,
  ].filter(Boolean);
}

/** Fruit a cook peels or stones before it goes in the blender; berries go in as they are. */
const PEELED = /banana|mango|pineapple|kiwi|orange|peach|papaya|avocado|apple|pear/;

/** A smoothie poured into glasses; a smoothie bowl blended thick and spooned into bowls. */
export function smoothie(p: Parts, dish: string | null = null): string[] {
  const bowl = /bowl/.test(dish ?? '');
  const peeled = p.fruit.filter((name) => PEELED.test(name));
  const everything = joinAll(
    p.fruit,
    p.veg,
    p.greens,
    p.base,
    p.milk,
    p.dairy,
    p.nut,
    p.spice,
    p.sweet,
    p.plantProtein,
  );
  return [
    when(peeled, `Peel and roughly chop ${the(peeled)} (frozen fruit makes it thicker).`),
    `Put ${the(everything)} in a blender.`,
    bowl
      ? 'Blend until smooth but thick enough to hold a spoon, adding only a splash of the milk at a time.'
      : 'Blend for about a minute until smooth, adding a splash more liquid if it is too thick.',
    bowl
      ? 'Spoon into bowls and serve straight away, topped with a few pieces of the fruit.'
      : 'Pour into glasses and serve straight away.',
  ].filter(Boolean);
}

export function cookies(p: Parts): string[] {
  const sugars = p.sweet.filter((name) => /sugar|syrup|honey/.test(name));
  const dry = joinAll(
    p.base.filter((name) => !/oat/.test(name)),
    p.raising,
    p.spice,
    p.toTaste,
  );
  const mixIns = joinAll(
    p.base.filter((name) => /oat/.test(name)),
    p.fruit,
    p.sweet.filter((name) => !sugars.includes(name)),
    p.nut.filter((name) => !flaxEggs(p).includes(name) && !/butter/.test(name)),
  );
  const nutButter = p.nut.filter((name) => /butter/.test(name));
  return [
    soakFlax(p),
    'Heat the oven to 180 °C (160 °C fan) and line two baking trays with baking paper.',
    `Beat ${the(joinAll(p.fat, nutButter)) || 'the butter'} with ${the(sugars) || 'the sugar'} until pale and creamy, then beat in ${the(joinAll(p.eggs, flaxEggs(p), p.milk, p.plantProtein)) || 'a splash of milk'}.`,
    `Stir in ${the(dry) || 'the flour'} until just combined${when(mixIns, `, then fold in ${the(mixIns)}`)}.`,
    'Roll tablespoons of the dough into balls and set them 5 cm apart on the trays; press each down a little.',
    'Bake for 10 to 12 minutes, until golden at the edges but still soft in the middle.',
    'Leave on the trays for 5 minutes to firm up, then cool on a rack.',
  ].filter(Boolean);
}

export function cake(p: Parts): string[] {
  const fat = p.fat[0] ?? 'butter';
  // Dates are soaked soft and mashed into the batter (a sticky toffee pudding, a date loaf); a
  // toffee or caramel is the sauce poured over, not beaten in.
  const soaked = p.sweet.filter((name) => /\bdates?\b/.test(name));
  const sauce = p.sweet.filter((name) => /toffee|caramel/.test(name));
  // Chocolate is melted with the fat; jam sandwiches two sponges, with the cream whipped.
  const melted = p.sweet.filter((name) => /chocolate/.test(name) && !/chip/.test(name));
  const filling = p.sweet.filter((name) => /\bjam\b|preserve|curd|marmalade/.test(name));
  const whipped = filling.length ? p.milk.filter((name) => /cream/.test(name)) : [];
  const milk = p.milk.filter((name) => !whipped.includes(name));
  const beaten = p.sweet.filter(
    (name) => ![...soaked, ...sauce, ...melted, ...filling].includes(name),
  );
  const mashed = joinAll(soaked, mashable(p));
  const oil = p.fat.length > 0 && p.fat.every((name) => /oil/.test(name));
  const creamed = joinAll(melted.length ? [] : p.fat, beaten);
  const flax = flaxEggs(p);
  const nuts = p.nut.filter((name) => !flax.includes(name));
  // A lemon's zest goes into the batter and its juice, with sugar, over the warm cake.
  const citrus = p.toTaste.filter((name) => /^(lemon|lime|orange)$/.test(name));
  const folding = joinAll(folded(p), nuts, p.dairy);
  return [
    filling.length
      ? 'Heat the oven to 180 °C (160 °C fan) and line two 20 cm sandwich tins with baking paper.'
      : 'Heat the oven to 180 °C (160 °C fan) and line a 20 cm cake tin or a loaf tin with baking paper.',
    when(
      soaked,
      `Stone and chop ${the(soaked)}, pour over 150 ml of boiling water, leave for 10 minutes and mash.`,
    ),
    when(
      melted,
      `Melt ${the(melted)} with ${the(p.fat) || 'a little butter'} in a bowl over a pan of barely simmering water, stirring; let it cool a little.`,
    ),
    melted.length
      ? when(beaten, `Whisk ${the(beaten)} into the melted chocolate.`)
      : oil
        ? `Whisk ${the(creamed)} together.`
        : `Beat ${the(creamed)} together until pale and fluffy${when(citrus, ` with the finely grated zest of ${the(citrus)} (keep back 3 tablespoons of the sugar for the drizzle)`)}.`,
    soakFlax(p),
    `Beat in ${the(joinAll(p.eggs, p.plantProtein, flax, p.spice)) || 'the flavourings'}${when(mashed, `, then the mashed ${mashed.join(' and ')}`)}.`,
    `Fold in ${the(
      joinAll(
        p.base,
        p.raising,
        p.toTaste.filter((name) => !citrus.includes(name)),
      ),
    )}, then ${the(milk) || 'a splash of water'}, until just combined.`,
    when(
      p.veg,
      `Grate ${the(p.veg)} finely and fold through${when(folding, `, with ${the(folding)}`)}.`,
    ) || when(folding, `Fold through ${the(folding)}.`),
    filling.length
      ? 'Divide between the tins and bake for 20 to 25 minutes, until risen and springy to the touch.'
      : 'Scrape into the tin and bake for 35 to 45 minutes, until a skewer comes out clean.',
    filling.length
      ? `Cool on a rack, then sandwich with ${the(filling)}${when(whipped, ` and ${the(whipped)}, whipped to soft peaks`)}.`
      : citrus.length > 0
        ? `Squeeze the juice of ${the(citrus)}, stir in the sugar you kept back, prick the warm cake all over and spoon it over. Cool in the tin before slicing.`
        : sauce.length > 0
          ? `Warm ${the(sauce)} in a small pan until it pours, and serve the cake warm with it spooned over.`
          : `Cool in the tin for 10 minutes, then on a rack, before slicing. (Grease the tin with a little ${fat} if you have no paper.)`,
  ].filter(Boolean);
}

/**
 * Trifles, tiramisu and parfaits: a cream whipped, fruit and biscuits or sponge layered, chilled.
 * With nothing to layer it is a mousse: chocolate melted and folded through, spooned into glasses.
 */
export function layeredDessert(p: Parts): string[] {
  // Egg whites are a meringue, baked dry and broken into the cream (Eton mess), with the sugar.
  const whites = p.eggs.filter((name) => /white/.test(name));
  const meringueSugar = whites.length ? p.sweet.filter((name) => /sugar/.test(name)) : [];
  const dusting = p.sweet.filter((name) => /cocoa/.test(name));
  const spreads = p.sweet.filter((name) => /jam|marmalade|curd/.test(name));
  const melted = p.sweet.filter((name) => /chocolate/.test(name) && !/chips/.test(name));
  const custard = joinAll(p.base, p.spice).filter((name) => /custard/.test(name));
  const sweetening = joinAll(
    p.sweet.filter(
      (name) =>
        !dusting.includes(name) &&
        !spreads.includes(name) &&
        !melted.includes(name) &&
        !meringueSugar.includes(name),
    ),
    p.spice.filter((name) => !custard.includes(name)),
    p.toTaste,
  );
  const cream = joinAll(
    p.dairy,
    p.milk.filter((name) => /cream/.test(name)),
  );
  const whipped = cream.some((name) => /cream|mascarpone/.test(name));
  const custardMilk = custard.length ? p.milk.filter((name) => !/cream/.test(name)) : [];
  const layers = p.base.filter((name) => !custard.includes(name));
  const broken = layers.filter((name) => /sponge|cake|biscuit|ladyfinger|cookie|wafer/.test(name));
  const layered = joinAll(
    layers,
    whites.length ? ['meringue'] : [],
    p.fruit,
    custard.length ? ['custard'] : [],
  );
  const eggs = p.eggs.filter((name) => !whites.includes(name));
  return [
    ...(whites.length
      ? [
          'Heat the oven to 120 °C (100 °C fan) and line a baking tray with baking paper.',
          `Whisk ${the(whites)} to stiff peaks in a clean bowl, then whisk in ${the(meringueSugar) || 'a spoonful of sugar for each white'} a spoonful at a time until thick and glossy.`,
          'Spoon onto the tray in small mounds and bake for 1 hour, then leave in the oven to cool. Break the meringue into pieces.',
        ]
      : []),
    when(melted, `Melt ${the(melted)} in a bowl over simmering water and leave to cool a little.`),
    when(
      custard,
      `Make ${the(custard)} up with ${the(custardMilk) || 'the milk'} as the packet says and leave it to cool.`,
    ),
    whipped
      ? `Beat ${the(joinAll(cream, eggs, sweetening))} until thick and just holding soft peaks.`
      : `Stir ${the(joinAll(cream, eggs, sweetening)) || 'the cream with a little sugar'} together.`,
    when(p.fruit, `Hull and slice ${the(p.fruit)} as needed.`),
    when(spreads, `Spread ${the(layers) || 'the sponge'} with ${the(spreads)}.`),
    p.liquid.length
      ? `Dip ${the(layers) || 'the biscuits'} briefly in ${the(p.liquid)}, a few seconds each side.`
      : when(broken, `Break ${the(broken)} into pieces.`),
    when(
      melted,
      `Fold ${the(melted)} through the ${whipped ? 'cream' : 'mixture'} until no streaks remain.`,
    ),
    layered.length > 0
      ? `In a dish or in glasses, layer ${the(layered)} and the ${whipped ? 'cream' : 'mixture'}, twice over, finishing with ${whipped ? 'cream' : 'it'}.`
      : 'Spoon into glasses or small bowls.',
    whites.length
      ? 'Serve at once, while the meringue is still crisp.'
      : layered.length > 0
        ? 'Chill for at least 4 hours, or overnight, so the layers set and soften.'
        : 'Chill for at least 4 hours, or overnight, until set.',
    when(
      joinAll(dusting, p.nut),
      `Dust or scatter with ${the(joinAll(dusting, p.nut))} just before serving.`,
    ),
  ].filter(Boolean);
}

/** Granola baked at home: oats and nuts coated in a warm syrup and oil, baked, the fruit added cold. */
export function granola(p: Parts): string[] {
  return [
    'Heat the oven to 160 °C (140 °C fan) and line a large tray with baking paper.',
    `Mix ${the(joinAll(p.base, p.nut, p.spice)) || 'the oats'} in a large bowl.`,
    `Warm ${the(joinAll(p.fat, p.sweet, p.toTaste)) || 'a little oil and honey'} until runny, pour over and stir until everything is coated.`,
    'Spread it thinly on the tray and bake for 20 to 25 minutes, stirring halfway, until golden.',
    `${when(p.fruit, `Stir in ${the(p.fruit)} and l`) || 'L'}eave to cool on the tray: it crisps as it cools.`,
    `Keep in an airtight jar for up to two weeks; serve with ${the(joinAll(p.milk, p.dairy)) || 'milk or yogurt'}.`,
  ].filter(Boolean);
}

/**
 * A cream set in small pots: with gelatin, chilled and turned out (panna cotta), or cornflour where
 * the diet rules gelatin out; with eggs, baked
 * in a water bath, under a burnt-sugar crust when the custard is yolks and cream (crème brûlée) or
 * over a caramel when it is whole eggs (crème caramel); with lemon alone, boiled and set by the
 * acid (posset).
 */
export function setCream(p: Parts): string[] {
  const gelatin = p.raising.filter((name) => /gelatin|agar/.test(name));
  const eggs = joinAll(p.eggs, p.plantProtein);
  const yolks = p.eggs.length > 0 && p.eggs.every((name) => /yolk/.test(name));
  const liquids = joinAll(p.milk, p.liquid);
  const zest = p.fruit.filter((name) => /zest/.test(name));
  const flavour = joinAll(p.spice, zest);
  const served = joinAll(
    p.fruit.filter((name) => !zest.includes(name)),
    p.nut,
    p.dairy,
    p.herb,
  );
  const serve = `Serve with ${the(served) || 'a crisp biscuit'}.`;
  // Without gelatin (a vegan or vegetarian one), cornflour sets the cream as it boils.
  const starch = p.base.filter((name) => /starch|cornflour/.test(name));
  // Bread soaked in the custard and baked in one dish: a bread and butter pudding.
  const bread = p.base.filter((name) => !starch.includes(name));
  if (bread.length && eggs.length) {
    return [
      `Heat the oven to 180 °C (160 °C fan) and butter a baking dish with a little of ${the(p.fat) || 'the butter'}.`,
      `Spread ${the(bread)} with ${the(p.fat) || 'butter'}, cut into triangles and layer in the dish${when(p.fruit, `, scattering ${the(p.fruit)} between the layers`)}.`,
      `${p.plantProtein.length ? 'Blend' : 'Whisk'} ${the(joinAll(eggs, liquids))} with most of ${the(p.sweet) || 'the sugar'} and ${the(joinAll(p.spice, p.toTaste)) || 'a pinch of nutmeg'}, pour over the bread and leave to soak for 20 minutes.`,
      'Sprinkle with the rest of the sugar and bake for 35 to 40 minutes, until the custard is just set and the top is crisp and golden.',
      when(
        joinAll(p.nut, p.dairy, p.herb),
        `Serve warm with ${the(joinAll(p.nut, p.dairy, p.herb))}.`,
      ) || 'Serve warm.',
    ];
  }
  if (starch.length && !gelatin.length && !eggs.length) {
    return [
      `Whisk ${the(starch)} with a few spoonfuls of ${the(liquids) || 'the cream'} until smooth.`,
      `Heat the rest with ${the(joinAll(p.sweet, flavour, p.toTaste)) || 'the sugar'} until steaming, whisk in the starch mixture and stir over a low heat for 2 to 3 minutes, until it thickens and just bubbles.`,
      'Pour into small moulds or glasses, one a serving, and chill for at least 4 hours, until set.',
      serve,
    ];
  }
  if (gelatin.length) {
    return [
      `Soak ${the(gelatin)} in 3 tablespoons of cold water for 5 minutes.`,
      `Heat ${the(liquids) || 'the cream'} with ${the(joinAll(p.sweet, flavour, p.toTaste)) || 'the sugar'} until steaming and the sugar has dissolved; do not let it boil.`,
      'Take it off the heat and stir in the soaked gelatin until it has melted.',
      'Pour into small moulds or glasses, one a serving, and chill for at least 4 hours, until set with a wobble.',
      `To turn out, dip each mould in hot water for a few seconds and upturn it onto a plate. ${serve}`,
    ];
  }
  if (eggs.length) {
    // A custard of milk and whole eggs (or tofu) is baked on a caramel; of yolks, under burnt sugar.
    const creamy = liquids.some((name) => /cream/.test(name));
    const caramel = !yolks && !creamy;
    const sugar = the(p.sweet) || 'the sugar';
    return [
      'Heat the oven to 150 °C (130 °C fan) and set ramekins, one a serving, in a deep roasting tin.',
      caramel
        ? `Melt a third of ${sugar} in a pan over a medium heat, without stirring, until it turns a deep amber caramel; pour it into the ramekins and tilt to coat their bases.`
        : '',
      `Heat ${the(liquids) || 'the cream'}${when(flavour, ` with ${the(flavour)}`)} until steaming.`,
      `${p.plantProtein.length ? 'Blend' : 'Whisk'} ${the(eggs)} with ${caramel ? 'the rest of the sugar' : yolks ? `most of ${sugar}` : sugar}${when(p.toTaste, ` and ${the(p.toTaste)}`)} until pale, then pour in the hot ${creamy ? 'cream' : 'milk'} slowly, whisking all the time.`,
      'Strain into the ramekins, pour boiling water into the tin to come halfway up their sides and bake for 30 to 40 minutes, until set at the edges with a slight wobble in the middle.',
      'Lift out, leave to cool, then chill for at least 3 hours.',
      yolks
        ? 'Just before serving, sprinkle the rest of the sugar over each in a thin, even layer and caramelise it with a blowtorch or under a very hot grill until it sets into a glassy crust.'
        : caramel
          ? 'Run a thin knife round each custard and turn it out onto a plate, letting the caramel run over.'
          : '',
      when(served, serve),
    ].filter(Boolean);
  }
  return [
    `Bring ${the(liquids) || 'the cream'} and ${the(joinAll(p.sweet, flavour)) || 'the sugar'} to the boil, stirring until the sugar dissolves, and let it bubble for 3 minutes.`,
    `Take it off the heat and stir in ${the(p.toTaste) || 'the juice of two lemons'}; it thickens as you stir.`,
    'Leave it to cool for 10 minutes, then pour into small glasses or cups, one a serving, and chill for at least 3 hours, until set.',
    serve,
  ];
}
