// Which engine and catalogue a stored analysis was made with, so a fix to either reaches every
// saved recipe: the server re-analyses recipes whose version differs at start (docs/decisions/
// 0004-gi-adjustments.md). The engine version is bumped by hand when the engine's formulas or
// calibration change. The engine part also hashes the adjustments, the calibration and the kitchen
// weights and the diet facts; the catalogue part is a hash of the catalogue data itself.
import type { IngredientCatalogue } from '../matching/name-index.ts';
import { PRODUCT_ADJUSTMENTS } from '../glycemic/adjustments.ts';
import { PRODUCT_CALIBRATION } from '../glycemic/calibration.ts';
import { KITCHEN_WEIGHTS } from '../catalogue/kitchen-weights.ts';
import { DIET_BY_CATEGORY, DIET_EXCEPTIONS } from '../food-knowledge/food-knowledge.ts';

/**
 * Bump when analyseRecipe would give a different answer for the same recipe and catalogue: a
 * formula, the calibration, or how a line's food is read (matching/).
 */
export const ANALYSIS_ENGINE_VERSION = 7;

const versions = new WeakMap<IngredientCatalogue, string>();

/** FNV-1a, 32 bit, as 8 hex digits: a short fingerprint, not a security measure. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function analysisVersion(catalogue: IngredientCatalogue): string {
  let version = versions.get(catalogue);
  if (version === undefined) {
    // The kitchen weights (a can, a clove) weigh lines as the catalogue does, so they count too;
    // the diet facts decide the stored diet (dashi was vegan until it was known as fish stock).
    const engine = fingerprint(
      JSON.stringify([
        PRODUCT_ADJUSTMENTS,
        PRODUCT_CALIBRATION,
        KITCHEN_WEIGHTS,
        DIET_EXCEPTIONS,
        DIET_BY_CATEGORY,
      ]),
    );
    version = `engine-${ANALYSIS_ENGINE_VERSION}-${engine}+catalogue-${fingerprint(JSON.stringify(catalogue))}`;
    versions.set(catalogue, version);
  }
  return version;
}
