// A memory card's shape while it loads: the same header, frame and lines, so nothing jumps.
import { Skeleton } from '@/components/ui/skeleton';
import cardStyles from './memory-card.module.css';
import styles from './memory-card-skeleton.module.css';

export function MemoryCardSkeleton() {
  return (
    <div className={cardStyles.card} aria-hidden="true">
      <div className={cardStyles.header}>
        <Skeleton width="2.5rem" height="2.5rem" radius="pill" />
        <div className={styles.lines}>
          <Skeleton width="8rem" height="1rem" />
          <Skeleton width="11rem" height="0.85rem" />
        </div>
      </div>
      <Skeleton height="auto" radius="none" className={styles.image} />
      <div className={cardStyles.body}>
        <Skeleton width="60%" height="1.5rem" />
        <Skeleton height="0.9rem" />
        <Skeleton width="80%" height="0.9rem" />
      </div>
    </div>
  );
}
