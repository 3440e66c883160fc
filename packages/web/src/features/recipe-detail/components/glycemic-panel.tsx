// The recipe's glycemic story: the GI bar with its info note, the glycemic load per serving and
// its band, where the numbers came from, and lower-GI swaps; then nutrition per serving.
import type { Recipe } from '@roastie/core';
import { GlycemicBar } from '@/components/glycemic/glycemic-bar';
import { NutritionFacts } from '@/components/glycemic/nutrition-facts';
import { GiChip } from '@/components/ui/gi-chip';
import { GiProvenance } from './gi-provenance';
import { LowerGiSwaps } from './lower-gi-swaps';
import styles from './glycemic-panel.module.css';

export function GlycemicPanel({ recipe }: { recipe: Recipe }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="gi-title">
        <GlycemicBar
          value={recipe.glycemic_index}
          headingId="gi-title"
          range={
            recipe.gi_low === null || recipe.gi_high === null
              ? null
              : { low: recipe.gi_low, high: recipe.gi_high }
          }
          stated={recipe.gi_provenance.source === 'estimate'}
        />
        <p className={styles.load}>
          <span className={styles.loadLabel}>Glycemic load per serving</span>
          <GiChip label="GL" value={recipe.glycemic_load} band={recipe.gl_band} />
        </p>
        <GiProvenance provenance={recipe.gi_provenance} gi={recipe.glycemic_index} />
        <LowerGiSwaps recipe={recipe} />
      </section>
      <section className={styles.card} aria-labelledby="nutrition-title">
        <h2 id="nutrition-title" className={styles.heading}>
          Nutrition per serving
        </h2>
        <NutritionFacts nutrition={recipe.nutrition_info} />
        {recipe.gi_provenance.nutritionSource === 'estimate' ? (
          <p className="muted">
            Stated by the author: too few of the ingredients are in our database to work it out.
          </p>
        ) : null}
      </section>
    </>
  );
}
