// Methods for dishes that are never cooked through: dips (blended, mashed or stirred) and fruit
// salads. Each step names its foods.
import { joinAll, the, when, type Parts } from './plan-parts.ts';

/** Vegetables a dip takes roasted and scooped (baba ganoush, a red pepper dip). */
const ROASTED = /eggplant|aubergine|bell pepper|butternut|pumpkin|beetroot/;

export function dip(p: Parts): string[] {
  const roasted = p.veg.filter((name) => ROASTED.test(name));
  const mashed = p.veg.filter((name) => /^avocados?$/.test(name));
  const chopped = joinAll(
    p.aromatic,
    p.veg.filter((name) => !roasted.includes(name) && !mashed.includes(name)),
  );
  const blended = joinAll(p.plantProtein, roasted);
  const creamy = joinAll(p.milk, p.dairy);
  const seasoning = joinAll(p.toTaste, p.spice, p.nut);
  const finish = joinAll(p.fat, p.herb);
  return [
    when(
      roasted,
      `Roast ${the(roasted)} whole at 220 °C (200 °C fan) for 35 to 40 minutes, turning once, until soft and collapsed; cool a little, then scoop out the flesh.`,
    ),
    when(p.plantProtein, `Drain ${the(p.plantProtein)}, keeping a little of the liquid.`),
    when(
      chopped,
      `${chopped.includes('cucumber') ? 'Grate the cucumber and squeeze out its water; finely chop' : 'Finely chop'} ${the(chopped.filter((name) => name !== 'cucumber'))}.`,
    ),
    blended.length
      ? `Blend ${the(joinAll(blended, creamy, seasoning))} with half of ${the(p.fat) || 'a little oil'} until smooth, loosening with a splash of water or the reserved liquid.`
      : mashed.length
        ? `Mash ${the(mashed)} with a fork, leaving some texture, and stir in ${the(joinAll(chopped, seasoning)) || 'a pinch of salt'}.`
        : `Stir ${the(joinAll(chopped, seasoning)) || 'the seasoning'} into ${the(creamy) || 'the base'}.`,
    blended.length ? when(chopped, `Stir in ${the(chopped)}.`) : '',
    'Taste and add more salt or acid if it needs it.',
    `Spoon into a bowl${when(finish, `, finish with ${the(finish)}`)}, and serve with crisp vegetables or warm flatbread.`,
  ].filter(Boolean);
}

export function fruitSalad(p: Parts): string[] {
  const dressing = joinAll(p.toTaste, p.sweet, p.spice);
  return [
    `Hull, peel and stone ${the(p.fruit) || 'the fruit'} as needed and cut into bite-size pieces; halve grapes and small berries.`,
    when(dressing, `Whisk ${the(dressing)} together, pour over the fruit and toss gently.`),
    'Chill for 15 minutes so the juices run.',
    when(p.herb, `Tear over ${the(p.herb)} just before serving.`),
    `Serve chilled${when(joinAll(p.milk, p.dairy, p.nut), `, with ${the(joinAll(p.milk, p.dairy, p.nut))}`)}.`,
  ].filter(Boolean);
}
