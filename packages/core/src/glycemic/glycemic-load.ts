// Glycemic load = GI x available carbohydrate (g) / 100.
// Source: Salmeron J, et al. JAMA 1997;277:472-477; as defined in Foster-Powell K, Holt SHA,
// Brand-Miller JC. Am J Clin Nutr 2002;76:5-56.

export function glycemicLoad(gi: number, availableCarbsGrams: number): number {
  return (gi * availableCarbsGrams) / 100;
}
