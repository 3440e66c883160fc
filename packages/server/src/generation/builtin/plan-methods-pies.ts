// Methods for pies and tarts built from scratch: a savoury filling under mash or pastry (fish pie,
// cottage pie, pot pie), a fruit pie between two crusts, and quiches and custard tarts set in a
// case baked blind. Each step names its foods.
import { joinAll, the, when, type Parts } from './plan-parts.ts';
import { listOf } from './step-text.ts';
import { chop, soften, spices, wilt } from './plan-methods-savoury.ts';
import { MINCED } from './roles.ts';

const MASHABLE = /potato|parsnip|celeriac|swede|rutabaga|cauliflower/;
const PASTRY = /pastry|dough/;
const THICKENER = /flour|cornstarch|starch/;

const simmerFilling = (added: readonly string[]) =>
  added.length
    ? `Add ${the(added)} and simmer for 10 to 15 minutes into a thick filling.`
    : 'Simmer for 5 minutes, stirring, into a thick sauce.';

export function savouryPie(p: Parts): string[] {
  const mash = p.base.filter((name) => MASHABLE.test(name));
  const pastry = p.base.filter((name) => PASTRY.test(name));
  const thickener = p.base.filter((name) => THICKENER.test(name));
  // Milk makes the white sauce a fish pie is baked in; otherwise it goes into the mash.
  const milkInSauce = p.fish.length > 0 || mash.length === 0;
  const sauceMilk = milkInSauce ? p.milk : [];
  return [
    'Heat the oven to 200 °C (180 °C fan).',
    when(
      mash,
      `Peel ${the(mash)}, cut into chunks and boil in salted water for 15 to 20 minutes until tender. Drain and mash with a little of ${the(p.fat) || 'the butter'}${when(milkInSauce ? [] : p.milk, ` and ${the(p.milk)}`)}.`,
    ),
    chop(p),
    when(
      p.meat,
      p.meat.every((name) => MINCED.test(name))
        ? `Brown ${the(p.meat)} in a little of ${the(p.fat) || 'the oil'} in a wide pan for 5 minutes, breaking it up.`
        : `Cut ${the(p.meat)} into bite-size pieces and brown in a little of ${the(p.fat) || 'the oil'} in a wide pan for 5 minutes.`,
    ),
    soften(p),
    spices(p),
    when(
      thickener,
      `Stir in ${the(thickener)} and cook for a minute, then add ${the(joinAll(sauceMilk, p.liquid)) || 'a splash of water'} a little at a time, stirring, until smooth.`,
    ),
    simmerFilling(
      joinAll(p.veg, p.plantProtein, thickener.length ? [] : joinAll(sauceMilk, p.liquid)),
    ),
    when(
      p.fish,
      `Take the pan off the heat and fold in ${the(p.fish)}, cut into large chunks: it finishes cooking in the oven.`,
    ),
    when(p.eggs, `Hard-boil ${the(p.eggs)} for 8 minutes, quarter and tuck them into the filling.`),
    wilt(p),
    `Season with ${the(joinAll(p.toTaste, p.herb)) || 'salt and pepper'} and spoon into a baking dish.`,
    mash.length
      ? `Spread the mash over the filling, rough it up with a fork${when(p.dairy, ` and scatter with ${the(p.dairy)}`)}.`
      : `Lay ${the(pastry) || 'the pastry'} over the dish, trim, press the edges to seal and cut a small slit in the middle${when(p.dairy, `; scatter ${the(p.dairy)} into the filling first`)}.`,
    'Bake for 25 to 30 minutes until golden and bubbling at the edges; rest for 5 minutes before serving.',
    when(p.nut, `Scatter with ${the(p.nut)}.`),
  ].filter(Boolean);
}

export function fruitPie(p: Parts): string[] {
  const pastry = p.base.filter((name) => !THICKENER.test(name));
  const thickener = p.base.filter((name) => THICKENER.test(name));
  const glaze = joinAll(p.eggs, p.milk);
  // The pastry ruled out by the diet (gluten-free): the fruit is baked on its own, as a compote.
  if (!pastry.length) {
    return [
      'Heat the oven to 190 °C (170 °C fan).',
      `Peel, core or stone ${the(p.fruit) || 'the fruit'} and slice; toss with ${the(joinAll(p.sweet, thickener, p.spice, p.toTaste)) || 'a little sugar'}.`,
      `Spread in a baking dish${when(p.fat, `, dot with ${the(p.fat)}`)}${when(p.nut, ` and scatter with ${the(p.nut)}`)}.`,
      'Bake for 30 to 35 minutes, until the fruit is soft and the juices bubble and thicken.',
      `Serve warm${when(joinAll(p.dairy, glaze), ` with ${the(joinAll(p.dairy, glaze))}`)}.`,
    ].filter(Boolean);
  }
  return [
    'Heat the oven to 200 °C (180 °C fan) with a baking sheet inside.',
    `Roll out two thirds of ${the(pastry) || 'the pastry'} and line a 23 cm pie dish, leaving the edges overhanging.`,
    `Peel, core or stone ${the(p.fruit) || 'the fruit'} and slice; toss with ${the(joinAll(p.sweet, thickener, p.spice, p.toTaste)) || 'a little sugar'}.`,
    `Pile the fruit into the dish${when(p.fat, ` and dot with ${the(p.fat)}`)}${when(p.nut, `, scattering in ${the(p.nut)}`)}.`,
    'Roll out the rest of the pastry, lay it over the top, trim, crimp the edges to seal and cut a few slits for the steam.',
    when(glaze, `Brush the top with ${the(glaze)}.`),
    'Bake on the hot sheet for 45 to 50 minutes, until golden and the juices bubble through the slits (cover the edges with foil if they brown too fast).',
    `Cool for at least an hour so the filling sets, then slice${when(p.dairy, ` and serve with ${the(p.dairy)}`)}.`,
  ].filter(Boolean);
}

/** A 23 cm tart case baked blind, so its base stays crisp under a wet filling. */
function blindBake(pastry: readonly string[]): string {
  return `Roll out ${the(pastry) || 'the pastry'} and line a 23 cm tart tin. Prick the base, line it with baking paper and baking beans and bake for 15 minutes, then 5 minutes more without them.`;
}

/** A quiche: a pastry case baked blind, the filling cooked, an egg custard poured over and set. */
export function quiche(p: Parts): string[] {
  const pastry = p.base.filter((name) => PASTRY.test(name));
  const cooked = joinAll(p.meat, p.fish);
  const vegetables = joinAll(p.veg, p.greens);
  const custard = joinAll(p.eggs, p.plantProtein, p.milk);
  return [
    pastry.length
      ? 'Heat the oven to 200 °C (180 °C fan).'
      : `Heat the oven to 180 °C (160 °C fan) and grease a 23 cm baking dish with a little of ${the(p.fat) || 'the butter'}: without pastry, the quiche sets in the dish.`,
    pastry.length ? `${blindBake(pastry)} Turn the oven down to 180 °C (160 °C fan).` : '',
    chop(p),
    when(cooked, `Fry ${the(cooked)} in a little of ${the(p.fat) || 'the oil'} until golden.`),
    soften(p),
    when(vegetables, `Add ${the(vegetables)} and cook until any liquid has cooked off.`),
    `${p.plantProtein.length ? 'Blend' : 'Whisk'} ${the(custard) || 'the eggs and milk'}${when(joinAll(p.spice, p.toTaste), ` with ${the(joinAll(p.spice, p.toTaste))}`)}.`,
    `Scatter the filling${when(p.dairy, ` and ${the(p.dairy)}`)} over the ${pastry.length ? 'pastry case' : 'dish'} and pour over the custard.`,
    'Bake for 30 to 35 minutes, until just set with a slight wobble in the middle; cool for 10 minutes before slicing.',
    when(
      joinAll(p.herb, p.nut),
      `Scatter with ${the(joinAll(p.herb, p.nut))} and serve warm or cold.`,
    ),
  ].filter(Boolean);
}

/**
 * An open tart (tomato, leek and goat's cheese, mushroom): puff pastry with a border scored, part
 * baked, spread with what seasons it, covered with the vegetables and cheese and baked until
 * puffed; the egg glazes the border. Vegetables that give water are softened first.
 */
export function openTart(p: Parts): string[] {
  const pastry = p.base.filter((name) => PASTRY.test(name));
  const spread = joinAll(p.toTaste.filter((name) => /mustard|pesto|paste/.test(name)));
  const seasoning = joinAll(
    p.toTaste.filter((name) => !/mustard|pesto|paste/.test(name)),
    p.spice,
  );
  const cooked = joinAll(p.meat, p.fish);
  const softened = p.veg.filter((name) => SOFTENED_FIRST.test(name));
  const sliced = joinAll(
    p.veg.filter((name) => !SOFTENED_FIRST.test(name)),
    p.greens,
    p.fruit,
    p.plantProtein,
  );
  // The pastry ruled out by the diet (gluten-free): the topping is baked as a gratin.
  if (!pastry.length) {
    return [
      `Heat the oven to 200 °C (180 °C fan) and oil a baking dish with a little of ${the(p.fat) || 'the oil'}.`,
      when(cooked, `Fry ${the(cooked)} in a little of ${the(p.fat) || 'the oil'} until golden.`),
      when(
        joinAll(p.aromatic, softened),
        `Soften ${the(joinAll(p.aromatic, softened))} in ${the(p.fat) || 'a little oil'} for 10 minutes, until any liquid has cooked off, and spread over the dish${when(spread, ` with ${the(spread)}`)}.`,
      ),
      when(
        sliced,
        `Slice ${the(sliced)} thinly and lay them over the dish, overlapping${when(cooked, `, with ${the(cooked)}`)}${when(spread, p.aromatic.length || softened.length ? '' : `, over a thin layer of ${the(spread)}`)}.`,
      ),
      `${when(p.dairy, `Scatter over ${the(p.dairy)}, `)}${p.dairy.length ? 'drizzle' : 'Drizzle'} with ${the(p.fat) || 'a little oil'}${when(seasoning, ` and season with ${the(seasoning)}`)}${when(p.eggs, `; pour over ${the(p.eggs)}, beaten`)}.`,
      'Bake for 25 to 30 minutes, until the vegetables are soft and browned at the edges.',
      when(joinAll(p.herb, p.nut), `Scatter with ${the(joinAll(p.herb, p.nut))} and serve warm.`),
    ].filter(Boolean);
  }
  return [
    'Heat the oven to 200 °C (180 °C fan) and line a baking tray with baking paper.',
    `Unroll ${the(pastry) || 'the pastry'} onto the tray, score a border 2 cm in from the edge without cutting through, and prick the middle all over with a fork. Brush the border with ${p.eggs.length ? `${the(p.eggs)}, beaten,` : `a little of ${the(p.fat) || 'the oil'}`} and bake for 10 minutes.`,
    when(cooked, `Fry ${the(cooked)} in a little of ${the(p.fat) || 'the oil'} until golden.`),
    when(
      joinAll(p.aromatic, softened),
      `Soften ${the(joinAll(p.aromatic, softened))} in ${the(p.fat) || 'a little oil'} for 10 minutes, until any liquid has cooked off.`,
    ),
    when(sliced, `Slice ${the(sliced)} thinly.`),
    `Press down the risen middle of the pastry${when(spread, ` and spread it with ${the(spread)}`)}, then lay over ${
      listOf([
        ...(softened.length || p.aromatic.length ? ['the softened vegetables'] : []),
        ...(cooked.length ? [`the ${cooked.join(' and ')}`] : []),
        ...(sliced.length ? [`the sliced ${sliced.join(' and ')}, overlapping`] : []),
      ]) || 'the filling'
    }, inside the border.`,
    `${when(p.dairy, `Scatter over ${the(p.dairy)}, `)}${p.dairy.length ? 'drizzle' : 'Drizzle'} with ${the(p.fat) || 'a little oil'}${when(seasoning, ` and season with ${the(seasoning)}`)}.`,
    'Bake for 20 to 25 minutes, until the pastry is puffed and deep golden and the vegetables are soft at the edges.',
    when(
      joinAll(p.herb, p.nut),
      `Scatter with ${the(joinAll(p.herb, p.nut))} and serve warm, in slices.`,
    ),
  ].filter(Boolean);
}

/** Vegetables that give water or stay hard sliced raw: cooked before they go on a tart. */
const SOFTENED_FIRST = /leek|onion|mushroom|spinach|fennel|shallot/;

const CRUMB_CRUST = /cracker|biscuit|cookie/;

/**
 * A custard tart (lemon, lime, pumpkin, chocolate or plain): a case baked blind or a biscuit
 * crust, a sweet custard poured in and set in a low oven, then chilled.
 */
export function custardTart(p: Parts): string[] {
  const crumbs = p.base.filter((name) => CRUMB_CRUST.test(name));
  const pastry = p.base.filter((name) => PASTRY.test(name));
  const chocolate = p.sweet.filter((name) => /chocolate/.test(name));
  const sugar = p.sweet.filter((name) => !/chocolate/.test(name));
  const zest = p.fruit.filter((name) => /zest/.test(name));
  // Egg whites beside whole eggs are a meringue's (lemon meringue pie), whisked with half the sugar.
  const whites = p.eggs.filter((name) => /white/.test(name));
  const eggs = p.eggs.filter((name) => !/white/.test(name));
  const sugarForCustard = whites.length && sugar.length ? `half of ${the(sugar)}` : the(sugar);
  const topping = joinAll(
    p.fruit.filter((name) => !/zest/.test(name)),
    p.nut,
    p.herb,
    p.dairy,
  );
  // The custard's liquids: milk and cream melt the chocolate first when there is chocolate.
  const poured = chocolate.length ? [] : joinAll(p.milk, p.liquid);
  const stirredIn = [
    ...(p.veg.length ? ['the purée'] : []),
    ...(chocolate.length ? ['the chocolate cream'] : []),
    ...(crumbs.length ? [] : p.fat.map((name) => `the melted ${name}`)),
    the(joinAll(poured, zest, p.toTaste, p.spice)),
  ].filter(Boolean);
  const crustless = !crumbs.length && !pastry.length;
  return [
    crustless
      ? 'Heat the oven to 150 °C (130 °C fan) and butter a 23 cm dish: without pastry, the custard bakes in the dish.'
      : 'Heat the oven to 190 °C (170 °C fan).',
    crumbs.length
      ? `Crush ${the(crumbs)} to fine crumbs, stir in ${the(p.fat) || 'a little melted butter'}, melted, and press over the base and sides of a 23 cm tart tin. Bake for 10 minutes.`
      : pastry.length
        ? blindBake(pastry)
        : '',
    crustless ? '' : 'Turn the oven down to 150 °C (130 °C fan).',
    when(
      p.veg,
      `Peel ${the(p.veg)}, cut into chunks and steam for 15 to 20 minutes until soft, then blend to a smooth purée and leave to cool.`,
    ),
    when(
      chocolate,
      `Melt ${the(chocolate)} with ${the(joinAll(p.milk, p.liquid)) || 'a splash of cream'} in a bowl over simmering water, stirring until smooth; cool for 5 minutes.`,
    ),
    `${p.plantProtein.length ? 'Blend' : 'Whisk'} ${the(joinAll(eggs, p.plantProtein)) || 'the eggs'}${when(sugar, ` with ${sugarForCustard}`)} until smooth${stirredIn.length ? `, then whisk in ${listOf(stirredIn)}` : ''}.`,
    `Pour the custard into the ${crustless ? 'dish' : 'case'} and bake for ${p.veg.length ? '40 to 45' : '25 to 35'} minutes, until set at the edges with a slight wobble in the middle.`,
    ...(whites.length
      ? [
          'Turn the oven up to 180 °C (160 °C fan).',
          `Whisk ${the(whites)} to soft peaks in a clean bowl, then whisk in ${sugar.length ? `the rest of ${the(sugar)}` : 'a spoonful of sugar for each white'} a spoonful at a time until stiff and glossy.`,
          'Spread the meringue over the warm filling right to the edges of the case, swirl it into peaks and bake for 12 to 15 minutes, until golden at the tips.',
        ]
      : []),
    `Cool in the ${crustless ? 'dish' : 'tin'}, then chill for at least 2 hours before slicing.`,
    when(topping, `Serve with ${the(topping)}.`),
  ].filter(Boolean);
}
