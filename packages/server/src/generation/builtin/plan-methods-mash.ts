// The method for a mash built from scratch: potatoes (or another root) boiled and mashed with
// butter and milk, greens or spring onions stirred through (colcannon, champ), and what goes with
// it cooked beside: sausages browned in the pan and an onion gravy (bangers and mash).
import { joinAll, the, when, type Parts } from './plan-parts.ts';
import { onionGravy } from './plan-methods-savoury.ts';

/** What is boiled and mashed; other vegetables (cabbage, kale, leeks) are softened and stirred in. */
const MASHED = /potato|parsnip|celeriac|swede|rutabaga|carrot|cauliflower|turnip|squash|pumpkin/;

export function mashed(p: Parts): string[] {
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
