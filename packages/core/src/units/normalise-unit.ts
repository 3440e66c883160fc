// Turns the ways cooks write a unit into one canonical engine unit and its category. The
// spellings are the one list in ./written-units.ts; this adds only the engine's own reading of
// count words.
//
// Decisions (documented here because no standard settles them):
// - clove, slice, stick, large, medium, small, whole, item, each count as one piece: the catalogue's
//   `piece` weight is "one typical item (a medium banana, a large egg, a slice of bread, a clove)".
//   Size words do not scale the piece weight (no published factor to scale by).
// - pinch = 1/16 tsp and dash = 1/8 tsp, as US measuring-spoon sets label them: small but not zero.
// - handful, bunch, can, tin, jar, packet and "to taste" have no standard size: not an engine unit
//   (their grams come from kitchen-unit weights, ./kitchen-unit-weights.ts, never a fixed factor).
import {
  isCountUnit,
  isMassUnit,
  type CanonicalUnit,
  type CountUnit,
  type MassUnit,
  type VolumeUnit,
} from './unit-factors.ts';
import { readWrittenUnit, WRITTEN_UNITS } from './written-units.ts';

/** Count words that are not units in an ingredient line but are pieces to the engine. */
const PIECE_WORDS: ReadonlySet<string> = new Set([
  'large',
  'medium',
  'small',
  'whole',
  'item',
  'items',
  'each',
  'ea',
]);

export type NormalisedUnit =
  | { category: 'mass'; unit: MassUnit }
  | { category: 'volume'; unit: VolumeUnit }
  | { category: 'count'; unit: CountUnit };

function categorise(unit: CanonicalUnit): NormalisedUnit {
  if (isMassUnit(unit)) return { category: 'mass', unit };
  if (isCountUnit(unit)) return { category: 'count', unit };
  return { category: 'volume', unit };
}

/** The canonical unit and category of a written unit, or null when it is not a known unit. */
export function normaliseUnit(written: string): NormalisedUnit | null {
  const read = readWrittenUnit(written);
  const engine = read ? WRITTEN_UNITS[read].engine : null;
  if (engine) return categorise(engine);
  const word = written.trim().replace(/\.$/, '').toLowerCase();
  return PIECE_WORDS.has(word) ? categorise('piece') : null;
}
