// One recipe as a card: photo, name (the link; the whole card is its tap target), description,
// then what the caller adds (GI chip and type; author and likes). Search, the random pick, the
// gallery and saved recipes all use it, so a recipe looks the same wherever it shows up.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RecipeImage, type RecipeImageSource } from './recipe-image';
import { Skeleton } from './skeleton';
import styles from './recipe-card.module.css';

interface RecipeCardProps extends RecipeImageSource {
  to: string;
  name: string;
  description: string;
  /** Chips under the description: glycemic index, type. */
  meta?: ReactNode;
  /** A row at the bottom whose controls stay clickable above the card's link: author, likes. */
  footer?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

export function RecipeCard({
  to,
  name,
  description,
  meta,
  footer,
  headingLevel = 3,
  className,
  ...image
}: RecipeCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')}>
      <RecipeImage {...image} alt="" />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={to} className={styles.link}>
            {name}
          </Link>
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        {meta ? <div className={styles.meta}>{meta}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </article>
  );
}

/** The card's shape while it loads: the same frame and lines, so nothing jumps when it arrives. */
export function RecipeCardSkeleton({ withFooter = false }: { withFooter?: boolean }) {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton height="auto" radius="none" className={styles.skeletonImage} />
      <div className={styles.body}>
        <Skeleton width="70%" height="1.5rem" />
        <div className={styles.skeletonLines}>
          <Skeleton height="0.9rem" />
          <Skeleton width="85%" height="0.9rem" />
        </div>
        <div className={styles.meta}>
          <Skeleton width="6.5rem" height="1.9rem" radius="pill" />
          <Skeleton width="4.5rem" height="1.9rem" radius="pill" />
        </div>
        {withFooter ? (
          <div className={styles.footer}>
            <Skeleton width="9rem" height="2rem" radius="pill" />
            <Skeleton width="4rem" height="2.75rem" radius="pill" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
