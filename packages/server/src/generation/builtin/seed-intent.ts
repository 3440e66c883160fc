// A request read against one seed: a word naming a kind of meat ("turkey", "pork") on a seed
// built on mince means that meat minced, as it does in a dish whose own meat is mince (a chicken
// kofta). "Turkey sloppy joes" are made with turkey mince, not a breast the seed's steps would
// brown and break up (docs/decisions/0017-built-in-chef.md).
import type { CatalogueIngredient } from '@roastie/core';
import { food } from './find-ingredients.ts';
import type { Intent } from './read-description.ts';
import { GROUND, roleOf, speciesOf } from './roles.ts';
import type { SeedTemplate } from './seed-library.ts';

/** The minced form of each animal the catalogue sells minced. */
const MINCE_OF: Readonly<Record<string, string>> = {
  beef: 'beef-ground-90-raw',
  pork: 'pork-ground-raw',
  lamb: 'lamb-ground-raw',
  turkey: 'turkey-ground-raw',
  chicken: 'chicken-ground-raw',
};

/** The food a loosely named meat ("turkey") is where the dish is made with mince. */
export function asMince(
  entry: CatalogueIngredient,
  loose: ReadonlySet<string>,
): CatalogueIngredient {
  const mince = MINCE_OF[speciesOf(entry) ?? ''];
  return loose.has(entry.id) && roleOf(entry) === 'protein' && mince ? food(mince) : entry;
}

export function seedIntent(template: SeedTemplate, intent: Intent): Intent {
  const own = template.mainProtein;
  if (!own || !GROUND.test(own.name)) return intent;
  const minced = (entry: CatalogueIngredient) => asMince(entry, intent.loose);
  if (!intent.mentioned.some((entry) => minced(entry) !== entry)) return intent;
  return {
    ...intent,
    mentioned: intent.mentioned.map(minced),
    loose: new Set(intent.mentioned.map((entry) => minced(entry).id)),
  };
}
