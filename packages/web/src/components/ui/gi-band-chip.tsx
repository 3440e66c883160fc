import type { ReactNode } from 'react';
import styles from './gi-band-chip.module.css';

export type GiBand = 'low' | 'medium' | 'high';

/** A pill in the colour of a glycemic index band (the band itself is worked out in core). */
export function GiBandChip({ band, children }: { band: GiBand; children: ReactNode }) {
  return <span className={`${styles.chip} ${styles[band]}`}>{children}</span>;
}
