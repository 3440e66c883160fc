// Methods for rice and the wok: a stir-fry or fried rice, a risotto, sushi rolls, and a kedgeree
// of curried rice with smoked fish and eggs. Each step names its foods.
import { joinAll, the, when, type Parts } from './plan-parts.ts';
import { brownMeat, chop, cookBase, season, serve, soften, wilt } from './plan-methods-savoury.ts';

export function stirFried(p: Parts, friedRice: boolean): string[] {
  return [
    chop(p),
    friedRice
      ? 'Use cold, cooked rice (cooked the day before is best) so the grains stay separate.'
      : cookBase(p),
    when(
      joinAll(p.meat, p.fish, p.plantProtein),
      `Heat ${the(p.fat) || 'the oil'} in a wok until very hot and stir-fry ${the(joinAll(p.meat, p.fish, p.plantProtein))} until golden; set aside.`,
    ),
    when(p.eggs, `Scramble ${the(p.eggs)} in the wok until just set; set aside.`),
    `Stir-fry ${the(p.aromatic) || 'the aromatics'} for 30 seconds, then ${the(p.veg) || 'the vegetables'} for 3 to 4 minutes, keeping them crisp.`,
    friedRice ? `Add ${the(p.base)} and toss until hot through.` : '',
    `Return everything to the wok${when(p.greens, ` with ${the(p.greens)}`)} and toss with ${the(p.toTaste) || 'the sauce'}.`,
    when(joinAll(p.herb, p.nut), `Scatter with ${the(joinAll(p.herb, p.nut))}.`),
    friedRice ? 'Serve at once.' : serve(p),
  ].filter(Boolean);
}

export function risotto(p: Parts): string[] {
  return [
    chop(p),
    `Keep ${the(p.liquid) || 'the stock'} hot in a small pan.`,
    soften(p),
    when(p.veg, `Add ${the(p.veg)} and cook for 5 minutes.`),
    `Stir in ${the(p.base)} and toast for 2 minutes, then add the hot stock a ladle at a time, stirring, for 18 to 20 minutes until creamy and just tender.`,
    brownMeat(p),
    when(
      joinAll(p.meat, p.fish, p.plantProtein),
      `Fold in ${the(joinAll(p.meat, p.fish, p.plantProtein))} until hot.`,
    ),
    wilt(p),
    season(p),
    'Rest for 2 minutes, then serve.',
  ].filter(Boolean);
}

/** Sushi rolls: seasoned rice spread on nori, a line of fillings, rolled and sliced. */
export function sushi(p: Parts): string[] {
  const nori = p.veg.filter((name) => /nori/.test(name));
  const fillings = joinAll(
    p.fish,
    p.meat,
    p.plantProtein,
    p.eggs,
    p.veg.filter((name) => !nori.includes(name)),
    p.greens,
  );
  const seasoning = joinAll(
    p.toTaste.filter((name) => /vinegar/.test(name)),
    p.sweet,
  );
  const dipping = p.toTaste.filter((name) => !seasoning.includes(name));
  return [
    `Rinse ${the(p.base) || 'the rice'} until the water runs clear and cook it as the packet says.`,
    when(
      seasoning,
      `Warm ${the(seasoning)} with a pinch of salt until the sugar dissolves, fold it through the hot rice in a wide dish and leave to cool to room temperature.`,
    ),
    `Cut ${the(fillings) || 'the fillings'} into long, thin strips${p.fish.length ? ' (use fish sold for eating raw, or cooked fish)' : ''}.`,
    `Lay a sheet of ${nori[0] ?? 'nori'} shiny side down on a bamboo mat or cling film and spread a thin layer of rice over it with wet hands, leaving 2 cm bare at the far edge.`,
    'Lay a line of the fillings along the near edge and roll up tightly, sealing the bare edge with a little water. Repeat with the rest.',
    `Slice each roll into eight with a sharp, wet knife${when(dipping, ` and serve with ${the(dipping)} for dipping`)}.`,
  ].filter(Boolean);
}

/** Rice stirred through an onion softened in curried butter, with flaked smoked fish and eggs. */
function kedgeree(p: Parts): string[] {
  const butter = p.fat.length ? p.fat : [];
  return [
    `Cook ${the(p.base) || 'the rice'} until just tender; drain and keep warm.`,
    when(
      p.fish,
      `Meanwhile poach ${the(p.fish)} in a pan of barely simmering water for 5 to 6 minutes, until it flakes; lift out, skin it and break into large flakes.`,
    ),
    when(p.eggs, 'Boil the eggs for 8 minutes, cool, peel and quarter.'),
    when(
      p.plantProtein,
      `Cut ${the(p.plantProtein)} into cubes and fry in a little of the butter until golden.`,
    ),
    `Melt ${the(butter) || 'a knob of butter'} in a wide pan and cook ${the(p.aromatic) || 'a chopped onion'}, finely chopped, for 8 minutes until soft; stir in ${the(p.spice) || 'the curry powder'} for a minute.`,
    `Tip in the rice and stir until coated and hot, then fold in the fish gently.`,
    `Season with ${the(p.toTaste) || 'salt and pepper'}, top with ${p.eggs.length ? 'the eggs' : the(p.plantProtein) || 'the fish'}${when(p.herb, ` and scatter with ${the(p.herb)}`)}; serve hot.`,
  ].filter(Boolean);
}

/** Fried rice, unless the dish is a kedgeree. */
export function friedRice(p: Parts, dish: string | null): string[] {
  return /kedgeree/.test(dish ?? '') ? kedgeree(p) : stirFried(p, true);
}
