// The glycemic index bar (docs/product.md section 2, recipe detail; bands in section 9): Low up to 55,
// Medium 56 to 69, High above 69, with scale marks 0, 55, 69 and 100 and a marker at the recipe's
// value. Screen readers hear one sentence; the drawing is for the eyes.
import { GI_LOW_MAX, GI_MEDIUM_MAX, glycemicIndexBand } from '@roastie/core';
import { chipBandOf } from '@/components/ui/gi-chip';
import { GiInfo } from './gi-info';
import styles from './glycemic-bar.module.css';

const SCALE_MAX = 100;
const MARKS = [0, GI_LOW_MAX, GI_MEDIUM_MAX, SCALE_MAX] as const;
const BAND_WORDS = {
  Low: `Low (up to ${GI_LOW_MAX})`,
  Medium: `Medium (${GI_LOW_MAX + 1} to ${GI_MEDIUM_MAX})`,
  High: `High (above ${GI_MEDIUM_MAX})`,
} as const;

const percent = (value: number) =>
  `${(Math.min(Math.max(value, 0), SCALE_MAX) / SCALE_MAX) * 100}%`;

interface GlycemicBarProps {
  /** The recipe's GI (glucose = 100), or null when it has no carbohydrate to rate. */
  value: number | null;
  /** The heading's id, so the section can be named by it. */
  headingId?: string;
  headingLevel?: 2 | 3;
}

export function GlycemicBar({ value, headingId, headingLevel = 2 }: GlycemicBarProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rounded = value === null ? null : Math.round(value);
  const band = rounded === null ? null : glycemicIndexBand(rounded);
  const summary =
    rounded === null || band === null
      ? 'No glycemic index: too little carbohydrate to rate.'
      : `Glycemic index ${rounded} out of ${SCALE_MAX}: ${BAND_WORDS[band]}.`;

  return (
    <div className={styles.bar}>
      <div className={styles.head}>
        <Heading id={headingId} className={styles.heading}>
          Glycemic index
        </Heading>
        {rounded !== null && band !== null ? (
          <p className={`${styles.value} ${styles[chipBandOf(band)]}`}>
            <span className={styles.number}>{rounded}</span> {band}
          </p>
        ) : (
          <p className={styles.none}>Not rated</p>
        )}
        <GiInfo />
      </div>
      <p className="visually-hidden">{summary}</p>
      <div className={styles.track} aria-hidden="true" data-testid="glycemic-bar">
        <span className={`${styles.zone} ${styles.low}`} style={{ width: percent(GI_LOW_MAX) }} />
        <span
          className={`${styles.zone} ${styles.medium}`}
          style={{ width: `calc(${percent(GI_MEDIUM_MAX)} - ${percent(GI_LOW_MAX)})` }}
        />
        <span className={`${styles.zone} ${styles.high}`} style={{ flex: 1 }} />
        {rounded !== null ? (
          <span
            className={styles.marker}
            style={{ left: percent(rounded) }}
            data-testid="glycemic-marker"
            data-value={rounded}
          />
        ) : null}
      </div>
      <ol className={styles.marks} aria-label="Scale">
        {MARKS.map((mark) => (
          <li key={mark} style={{ left: percent(mark) }}>
            {mark}
          </li>
        ))}
      </ol>
      <p className={styles.legend}>
        <span className={styles.low}>Low</span> up to {GI_LOW_MAX} ·{' '}
        <span className={styles.medium}>Medium</span> {GI_LOW_MAX + 1} to {GI_MEDIUM_MAX} ·{' '}
        <span className={styles.high}>High</span> above {GI_MEDIUM_MAX}
      </p>
    </div>
  );
}
