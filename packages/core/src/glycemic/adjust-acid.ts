// Adjustment 2: vinegar (acetic acid) lowers the glycaemic response to a starchy meal.
//
// Sources: Liljeberg H, Bjorck I. Delayed gastric emptying rate may explain improved glycaemia in
// healthy subjects to a starchy meal with added vinegar. Eur J Clin Nutr 1998;52:368-371: white
// bread with vinegar had GI 64 against the same bread without it (bread = 100), i.e. -36 %.
// Ostman E, Granfeldt Y, Persson L, Bjorck I. Vinegar supplementation lowers glucose and insulin
// responses and increases satiety after a bread meal in healthy subjects. Eur J Clin Nutr
// 2005;59:983-988: 18, 23 and 28 mmol acetic acid with 50 g bread carbohydrate, a dose-response.
// Sugiyama M et al. Eur J Clin Nutr 2003;57:743-752: vinegar with white rice lowered GI 20-40 %.
// Model: the effect grows linearly with acetic acid per 50 g available carbohydrate up to the
// highest tested dose, 28 mmol = 1.68 g (60.05 g/mol), where it is the -36 % of Liljeberg & Bjorck,
// and stays there above it (no evidence of more).
// Vinegar is taken as 5 g acetic acid per 100 g: table vinegars are 5-6 %, and the US minimum is
// 4 g per 100 ml (FDA Compliance Policy Guide Sec. 525.825).

export const MAX_ACID_REDUCTION = 0.36;
export const ACETIC_ACID_DOSE_GRAMS = 1.68;
export const ACETIC_ACID_GRAMS_PER_GRAM_VINEGAR = 0.05;
const REFERENCE_CARBS_GRAMS = 50;

/** Whether a catalogue entry is a vinegar (id or name says so). */
export function isVinegar(entry: { id: string; name: string }): boolean {
  return /vinegar/i.test(entry.id) || /vinegar/i.test(entry.name);
}

export function aceticAcidGrams(vinegarGrams: number): number {
  return Math.max(0, vinegarGrams) * ACETIC_ACID_GRAMS_PER_GRAM_VINEGAR;
}

/** The factor (0..1] the meal GI is multiplied by for the vinegar in it. */
export function acidFactor(carbsWithGi: number, aceticAcid: number): number {
  if (!(carbsWithGi > 0) || !(aceticAcid > 0)) return 1;
  const dose = (aceticAcid * REFERENCE_CARBS_GRAMS) / carbsWithGi;
  return 1 - MAX_ACID_REDUCTION * Math.min(1, dose / ACETIC_ACID_DOSE_GRAMS);
}
