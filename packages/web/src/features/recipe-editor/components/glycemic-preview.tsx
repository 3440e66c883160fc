// The live preview beside the form: GI (with the bar), GL per serving and nutrition per serving
// from /api/glycemic/estimate, refreshed 400 ms after the cook stops typing, with how much of the
// carbohydrate our database covers and which ingredients it doesn't know.
import type { GlycemicEstimateResponse } from '@roastie/core';
import { GlycemicBar } from '@/components/glycemic/glycemic-bar';
import { NutritionFacts } from '@/components/glycemic/nutrition-facts';
import { Button } from '@/components/ui/button';
import { GiChip } from '@/components/ui/gi-chip';
import { Skeleton } from '@/components/ui/skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import styles from './glycemic-preview.module.css';

interface GlycemicPreviewProps {
  estimate: UseQueryResult<GlycemicEstimateResponse>;
  hasRequest: boolean;
  onUse: (estimate: GlycemicEstimateResponse) => void;
}

export function GlycemicPreview({ estimate, hasRequest, onUse }: GlycemicPreviewProps) {
  const data = hasRequest ? estimate.data : undefined;
  return (
    <section
      className={styles.preview}
      aria-labelledby="preview-heading"
      aria-busy={estimate.isFetching}
    >
      <h2 id="preview-heading" className={styles.heading}>
        Live estimate
      </h2>
      {!hasRequest ? (
        <p className="muted">
          Add an ingredient with an amount and Chef Roastie will estimate the GI as you type.
        </p>
      ) : null}
      {hasRequest && !data && estimate.isError ? (
        <p className="muted">
          The estimate is taking a break just now. Your recipe will still save, numbers and all.
        </p>
      ) : null}
      {hasRequest && !data && !estimate.isError ? (
        <div className={styles.loading} aria-hidden="true">
          <Skeleton height="5.5rem" radius="md" />
          <Skeleton height="2rem" radius="pill" width="60%" />
          <Skeleton height="4.5rem" radius="md" />
        </div>
      ) : null}
      {data ? (
        <div className={`${styles.numbers} ${estimate.isFetching ? styles.stale : ''}`}>
          <GlycemicBar
            value={data.glycemicIndex}
            headingLevel={3}
            range={data.glycemicIndexRange}
          />
          <p className={styles.load}>
            <span className={styles.label}>Glycemic load per serving</span>
            <GiChip label="GL" value={data.glycemicLoadPerServing} band={data.glycemicLoadBand} />
          </p>
          <h3 className={styles.subheading}>Nutrition per serving</h3>
          <NutritionFacts nutrition={data.nutritionPerServing} />
          <p className="muted">
            Our database covers {Math.round(data.carbCoverage * 100)} % of the carbohydrate.
            {data.unmatched.length > 0
              ? ` Not in it yet: ${data.unmatched.map((item) => item.name).join(', ')}.`
              : ''}
          </p>
          <Button variant="secondary" onClick={() => onUse(data)}>
            Use these numbers
          </Button>
        </div>
      ) : null}
    </section>
  );
}
