// Where the recipe's GI came from: computed from our ingredient database (and how much of the
// carbohydrate it covers) or stated by the author (only when Roastie has no estimate of its own;
// never explained by the engine's adjustments), then each ingredient's share with the table its GI comes
// from, 'by analogy' where a similar food's figure stands in. ARCHITECTURE.md: every number
// says where it came from.
import type { GiProvenance as Provenance } from '@roastie/core';
import { formatAmount } from '../lib/format-amount';
import styles from './gi-provenance.module.css';
import { pluralNoun } from '@/lib/count-label';

const percent = (share: number) => Math.round(share * 100);

export function provenanceSummary(provenance: Provenance): string {
  const coverage = percent(provenance.carbCoverage);
  if (provenance.source === 'computed') {
    const count = provenance.contributions.length;
    return `Computed from ${count} ${pluralNoun(count, { one: 'ingredient', other: 'ingredients' })} in our database, covering ${coverage} % of the carbohydrate.`;
  }
  return `Stated by the author — our database covers only ${coverage} % of the carbohydrate, too little for an estimate of our own.`;
}

export function GiProvenance({ provenance, gi }: { provenance: Provenance; gi: number | null }) {
  const contributions = [...provenance.contributions].sort((a, b) => b.glShare - a.glShare);
  const plain = provenance.plainGlycemicIndex;
  return (
    <div className={styles.provenance}>
      <p className={styles.summary}>{provenanceSummary(provenance)}</p>
      {provenance.source === 'computed' &&
      plain !== null &&
      gi !== null &&
      Math.round(plain) !== Math.round(gi) ? (
        <p className={styles.note}>
          The carbohydrates alone average GI {Math.round(plain)}. Allowing for the protein, fat and
          acidity in the dish, and for how dishes measured in people compare with their ingredients,
          Roastie puts it at {Math.round(gi)}.
        </p>
      ) : null}
      {contributions.length > 0 || provenance.unmatched.length > 0 ? (
        <details className={styles.details}>
          <summary>What each ingredient adds</summary>
          <ul className={styles.list}>
            {contributions.map((item) => (
              <li key={`${item.name}-${item.ingredientName}`} className={styles.item}>
                <p className={styles.itemHead}>
                  <strong>{item.name}</strong>
                  <span className={styles.share}>{percent(item.glShare)} % of the GL</span>
                </p>
                <p className={styles.itemFacts}>
                  {item.ingredientName !== item.name ? `as ${item.ingredientName}, ` : ''}
                  {formatAmount(item.grams)} g, {formatAmount(item.carbs)} g carbs
                  {item.gi !== null
                    ? `, GI ${Math.round(item.gi)}`
                    : ', no GI (little carbohydrate)'}
                </p>
                {item.giSource ? (
                  <p className={styles.source}>
                    Source: {item.giSource.table}, {item.giSource.food}
                    {item.giSource.basis === 'analogy' ? (
                      <span className={styles.analogy}> (by analogy)</span>
                    ) : null}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {provenance.unmatched.length > 0 ? (
            <div className={styles.unmatched}>
              <p>Not in our database, so not counted:</p>
              <ul>
                {provenance.unmatched.map((item) => (
                  <li key={item.name}>
                    {item.name} <span className={styles.reason}>({item.reason})</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </details>
      ) : null}
    </div>
  );
}
