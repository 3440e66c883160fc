// The method for a mash built from scratch: potatoes (or another root) boiled and mashed with
// butter and milk, greens or spring onions stirred through (colcannon, champ), and what goes with
// it cooked beside: sausages browned in the pan and an onion gravy (bangers and mash).
import { joinAll, the, when, type Parts } from './plan-parts.ts';
import { onionGravy } from './plan-methods-savoury.ts';

/** What is boiled and mashed; other vegetables (cabbage, kale, leeks) are softened and stirred in. */
const MASHED = /potato|parsnip|celeriac|swede|rutabaga|carrot|cauliflower|turnip|squash|pumpkin/;

/** Mash with its softened greens, fried in the pan into a crusted cake: bubble and squeak. */
function bubbleAndSqueak(p: Parts, fat: string): string[] {
  return [
    `Peel ${the(p.base) || 'the potatoes'}, cut into even chunks and boil in salted water for 15 to 20 minutes, until tender; drain and mash roughly.`,
    `Shred ${the(joinAll(p.veg, p.greens)) || 'the cabbage'} and slice ${the(p.aromatic) || 'the onion'}; soften them in half of ${fat} in a large frying pan for 5 minutes.`,
    `Mix them into the mash with ${the(joinAll(p.toTaste, p.spice)) || 'plenty of salt and pepper'}.`,
    `Melt the rest of ${fat} in the pan, press the mixture in as a flat cake and fry over a medium heat for 5 to 6 minutes, until a brown crust forms underneath.`,
    'Break it up and turn it over in pieces, press down again and fry for 5 minutes more. Serve hot, crusty bits and all.',
  ];
}

export function mashed(p: Parts, dish: string | null = null): string[] {
  if (/bubble and squeak/.test(dish ?? '')) return bubbleAndSqueak(p, the(p.fat) || 'the butter');
  const roots = joinAll(
    p.base,
    p.veg.filter((name) => MASHED.test(name)),
  );
  const stirred = joinAll(
    p.veg.filter((name) => !MASHED.test(name)),
    p.greens,
    p.aromatic.filter((name) => /spring onion|chive/.test(name)),
  );
  const gravyOnion = p.aromatic.filter((name) => !stirred.includes(name));
  const peeled = roots.filter((name) => !/cauliflower|squash|pumpkin/.test(name));
  const gravy = p.liquid.length > 0;
  const fat = the(p.fat) || 'the butter';
  return [
    peeled.length
      ? `Peel ${the(peeled)}, cut ${roots.length > peeled.length ? `them and ${the(roots.filter((name) => !peeled.includes(name)))} ` : ''}into even chunks and boil in salted water for 15 to 20 minutes, until tender.`
      : `Cut ${the(roots) || 'the potatoes'} into even pieces and boil in salted water for 10 to 15 minutes, until tender.`,
    when(
      p.meat,
      `Meanwhile, brown ${the(p.meat)} in a little oil in a frying pan over a medium heat for 12 to 15 minutes, turning often, until cooked through.`,
    ),
    gravy ? `${onionGravy(gravyOnion, p.liquid).replace(/^s/, 'S')}.` : '',
    when(
      stirred,
      `Shred or slice ${the(stirred)} and soften in a little of ${fat} for 4 to 5 minutes.`,
    ),
    `Drain ${the(roots) || 'the potatoes'} well, leave to steam dry for a minute, then mash with ${fat} and ${the(p.milk) || 'a splash of milk'}, warmed, until smooth${when(p.dairy, `; beat in ${the(p.dairy)}`)}${when(stirred, `; stir through ${the(stirred)}`)}.`,
    `Season with ${the(joinAll(p.toTaste, p.spice, p.herb)) || 'salt and pepper'}${
      p.meat.length
        ? ` and serve with ${the(p.meat)}${gravy ? ' and the onion gravy poured over' : ''}.`
        : gravy
          ? ' and serve with the onion gravy.'
          : ' and serve hot.'
    }`,
  ].filter(Boolean);
}
