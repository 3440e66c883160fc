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
      <div className={styles.glycemic}>
        <Skeleton height="16rem" radius="md" />
      </div>
      <div className={styles.method}>
        <Skeleton height="16rem" radius="md" />
      </div>
    </div>
  );
}
