// Lower-GI swaps: what the glycemic engine would trade in this recipe, with the GI and GL per
// serving the recipe would have after each swap.
import { glycemicIndexBand, glycemicLoadBand, type Recipe } from '@roastie/core';
import { ArrowRight } from 'lucide-react';
import { GiChip } from '@/components/ui/gi-chip';
import { Skeleton } from '@/components/ui/skeleton';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { estimateLinesOf, useLowerGiSwaps } from '../api/get-lower-gi-swaps';
import styles from './lower-gi-swaps.module.css';

export function LowerGiSwaps({ recipe }: { recipe: Recipe }) {
  // Below a phone's first screen: asked for when the cook scrolls near, not on the first load.
  const [ref, near] = useNearViewport<HTMLElement>();
  const swaps = useLowerGiSwaps(recipe, near);
  if (estimateLinesOf(recipe).length === 0) return null;
  return (
    <section ref={ref} className={styles.swaps} aria-labelledby="swaps-title">
      <h3 id="swaps-title" className={styles.title}>
        Lower-GI swaps
      </h3>
      {swaps.isPending ? (
        <div aria-hidden="true" className={styles.loading}>
          <Skeleton height="3.5rem" radius="md" />
        </div>
      ) : null}
      {swaps.isError ? (
        <p className="muted">
          Chef Roastie couldn’t work out swaps just now. The recipe’s numbers above still stand.
        </p>
      ) : null}
      {swaps.data && swaps.data.length === 0 ? (
        <p className="muted">No swaps to suggest: Chef Roastie has nothing to roast here.</p>
      ) : null}
      {swaps.data && swaps.data.length > 0 ? (
        <ul className={styles.list}>
          {swaps.data.map((swap) => (
            <li key={`${swap.fromId}-${swap.toId}`} className={styles.swap}>
              <p className={styles.trade}>
                <span>{swap.from}</span>
                <ArrowRight size={16} aria-label="for" />
                <strong>{swap.to}</strong>
              </p>
              <p className={styles.result}>
                <span className={styles.then}>The recipe would be</span>
                <GiChip
                  value={swap.glycemicIndex}
                  band={swap.glycemicIndex === null ? null : glycemicIndexBand(swap.glycemicIndex)}
                />
                <GiChip
                  label="GL"
                  value={swap.glycemicLoadPerServing}
                  band={
                    swap.glycemicLoadPerServing === null
                      ? null
                      : glycemicLoadBand(swap.glycemicLoadPerServing)
                  }
                />
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
