// Nutrition per serving: calories, protein, carbs, fat and fibre (docs/product.md section 9 lists the
// first four; fibre matters to anyone watching GI, so it is shown too).
import styles from './nutrition-facts.module.css';

export interface NutritionPerServing {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fibre: number;
}

const ROWS: { key: keyof NutritionPerServing; label: string; unit: string }[] = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
  { key: 'fibre', label: 'Fibre', unit: 'g' },
];

/** Whole numbers for calories, one decimal for grams under 10 (a teaspoon of oil matters). */
export function formatNutrient(value: number, unit: string): string {
  if (unit === 'kcal' || value >= 10) return String(Math.round(value));
  return String(Math.round(value * 10) / 10);
}

export function NutritionFacts({ nutrition }: { nutrition: NutritionPerServing }) {
  return (
    <dl className={styles.facts}>
      {ROWS.map(({ key, label, unit }) => (
        <div key={key} className={styles.fact}>
          <dt>{label}</dt>
          <dd>
            <span className={styles.number}>{formatNutrient(nutrition[key], unit)}</span>{' '}
            <span className={styles.unit}>{unit}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
