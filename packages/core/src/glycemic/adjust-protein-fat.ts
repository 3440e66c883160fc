// Adjustment 1: protein and fat lower the glycaemic response to carbohydrate.
//
// Source: Moghaddam E, Vogt JA, Wolever TMS. The effects of fat and protein on glycemic responses
// in nondiabetic humans vary with waist circumference, fasting plasma insulin, and dietary fiber
// intake. J Nutr 2006;136:2506-2511. 50 g glucose with 0-30 g fat and 0-30 g protein: the effects
// were linear, dose dependent and independent of each other over 0-30 g, and gram for gram protein
// lowered the response about twice as much as fat (abstract).
// Slopes: PROTEIN 1.0 % and FAT 0.5 % of the glucose response per gram with 50 g carbohydrate
// (30 g protein about -30 %, 30 g fat about -15 %). The 2:1 ratio is the paper's; the absolute
// slope is my reading of its dose-response and is the uncertain part (see
// docs/decisions/0004-gi-adjustments.md). Doses are capped at the 30 g the study tested.
//
// Only protein and fat that no measured GI already contains are counted: those of matched foods
// without a GI (meat, fish, cheese, eggs, oils). A bread's own protein was in the bread when its
// GI was measured; counting it again would lower the GI twice.

export const PROTEIN_SLOPE_PER_GRAM = 0.01;
export const FAT_SLOPE_PER_GRAM = 0.005;
export const MAX_DOSE_GRAMS = 30;
/** The study's carbohydrate load; doses are expressed per this much available carbohydrate. */
export const REFERENCE_CARBS_GRAMS = 50;

export interface ProteinFatInput {
  /** Available carbohydrate of the foods the GI is computed from, grams. */
  carbsWithGi: number;
  /** Protein and fat of matched foods without a GI, grams. */
  addedProtein: number;
  addedFat: number;
}

/** The factor (0..1] the plain meal GI is multiplied by. */
export function proteinFatFactor({ carbsWithGi, addedProtein, addedFat }: ProteinFatInput): number {
  if (!(carbsWithGi > 0)) return 1;
  const per50 = (grams: number) =>
    Math.min(MAX_DOSE_GRAMS, (Math.max(0, grams) * REFERENCE_CARBS_GRAMS) / carbsWithGi);
  return 1 - PROTEIN_SLOPE_PER_GRAM * per50(addedProtein) - FAT_SLOPE_PER_GRAM * per50(addedFat);
}
