// The recipe page's shape while it loads: photo frame, title, lines and cards at their sizes.
import { Skeleton } from '@/components/ui/skeleton';
import styles from './recipe-detail.module.css';
import headerStyles from './recipe-header.module.css';

export function RecipeDetailSkeleton() {
  return (
    <div className={styles.recipe}>
      <p role="status" className="visually-hidden">
        Fetching the recipe…
      </p>
      <div className={styles.top} aria-hidden="true">
        <Skeleton height="auto" radius="md" className={headerStyles.image} />
        <div className={headerStyles.text}>
          <Skeleton width="80%" height="2.75rem" />
          <Skeleton height="1.25rem" />
          <Skeleton width="70%" height="1.25rem" />
          <Skeleton width="12rem" height="2.5rem" radius="pill" />
          <Skeleton width="16rem" height="2rem" radius="pill" />
        </div>
        <div className={styles.actions}>
          <Skeleton width="5.5rem" height="2.75rem" radius="pill" />
          <Skeleton width="7.5rem" height="1.5rem" radius="pill" />
        </div>
      </div>
      <RecipeColumnsSkeleton />
    </div>
  );
}

/** The glycemic card and the method, at their sizes. */
export function RecipeColumnsSkeleton() {
  return (
    <div className={styles.columns} aria-hidden="true">
      <RecipeColumnSkeleton column="glycemic" />
      <RecipeColumnSkeleton column="method" />
    </div>
  );
}

/** One of the two columns, while it is on its way. */
export function RecipeColumnSkeleton({ column }: { column: 'glycemic' | 'method' }) {
  return (
    <div className={styles[column]} aria-hidden="true">
      <Skeleton height="16rem" radius="md" />
    </div>
  );
}
