// Typical gram weights of the kitchen units a recipe counts in (a clove, a can, a bunch, a sprig,
// a small or large one): data/kitchen-weights.json, validated at load like the category files.
// `units`: the usual weight of one unit of any food, used when the food has no weight of its own;
// `foods`: a food's own weights by catalogue id. Every record names its source.
// Decisions: docs/decisions/0012-ingredient-line-parser.md.
import { z } from 'zod';
import data from './data/kitchen-weights.json' with { type: 'json' };

export const KITCHEN_WEIGHT_KEYS = [
  'clove',
  'slice',
  'stick',
  'can',
  'jar',
  'packet',
  'bunch',
  'handful',
  'sprig',
  'head',
  'stalk',
  'rasher',
  'knob',
  'nest',
  'ear',
  'strip',
  'sheet',
  'ball',
  'small',
  'large',
] as const;
export type KitchenWeightKey = (typeof KITCHEN_WEIGHT_KEYS)[number];

const grams = z.number().positive().max(5000);

export const kitchenWeightsSchema = z.strictObject({
  units: z.array(
    z.strictObject({ unit: z.enum(KITCHEN_WEIGHT_KEYS), grams, source: z.string().min(10) }),
  ),
  foods: z.array(
    z.strictObject({
      id: z.string().min(1),
      weights: z.partialRecord(z.enum(KITCHEN_WEIGHT_KEYS), grams),
      /** Its can weight is what is left of a standard can once drained (pulses). */
      drained: z.literal(true).optional(),
      source: z.string().min(10),
    }),
  ),
});
export type KitchenWeights = z.infer<typeof kitchenWeightsSchema>;

export const KITCHEN_WEIGHTS: KitchenWeights = kitchenWeightsSchema.parse(data);

const UNIT_GRAMS = new Map(KITCHEN_WEIGHTS.units.map((entry) => [entry.unit, entry.grams]));
const FOOD_GRAMS = new Map(KITCHEN_WEIGHTS.foods.map((entry) => [entry.id, entry.weights]));

/** The food's own weight of one `key`, when the data has it. */
export function foodKitchenWeight(id: string, key: KitchenWeightKey): number | undefined {
  return FOOD_GRAMS.get(id)?.[key];
}

const DRAINED = new Set(KITCHEN_WEIGHTS.foods.filter((entry) => entry.drained).map((e) => e.id));

/**
 * The share of a can's printed (net) weight a food keeps once drained: a can of chickpeas of
 * 400 g holds 240 g of chickpeas, so "2 x 400g cans chickpeas" are 480 g. 1 for foods used with
 * their liquid (tomatoes, coconut milk).
 */
export function drainedShareOfCan(id: string): number {
  const own = foodKitchenWeight(id, 'can');
  const can = typicalKitchenWeight('can');
  return DRAINED.has(id) && own !== undefined && can !== undefined ? own / can : 1;
}

/** The usual weight of one `key` of any food, when there is one. */
export function typicalKitchenWeight(key: KitchenWeightKey): number | undefined {
  return UNIT_GRAMS.get(key);
}
