// A quiet shimmering block standing in for content that is on its way, at the content's size.
import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: 'sm' | 'md' | 'pill' | 'none';
  className?: string;
}

export function Skeleton({
  width = '100%',
  height = '1rem',
  radius = 'sm',
  className,
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, styles[radius], className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
