// The glycemic index bar (docs/product.md section 2, recipe detail; bands in section 9): Low up to 55,
// Medium 56 to 69, High above 69, with scale marks 0, 55, 69 and 100 and a marker at the recipe's
// value. With a range (core glycemic-index-range.ts) it says "GI 58, likely 50 to 66", shades the
// range on the bar, and names both bands when the range crosses a boundary ("Low to Medium").
// A GI the author stated (Roastie has no estimate of its own) is labelled so.
// Screen readers hear one sentence; the drawing is for the eyes.
import {
  GI_LOW_MAX,
  GI_MEDIUM_MAX,
  glycemicIndexBand,
  glycemicIndexBandSpan,
  type GlycemicIndexRange,
} from '@roastie/core';
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
  /** Where the GI likely lies; null or absent when unknown. */
  range?: GlycemicIndexRange | null;
  /** The figure is the author's own, not Roastie's estimate. */
  stated?: boolean;
}

export function GlycemicBar({
  value,
  headingId,
  headingLevel = 2,
  range = null,
  stated = false,
}: GlycemicBarProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rounded = value === null ? null : Math.round(value);
  const band = rounded === null ? null : glycemicIndexBand(rounded);
  const shownRange = rounded === null || stated ? null : range;
  const likely = shownRange
    ? `GI ${rounded}, likely ${shownRange.low} to ${shownRange.high}`
    : null;
  const bandWords = shownRange ? glycemicIndexBandSpan(shownRange.low, shownRange.high) : null;
  const summary =
    rounded === null || band === null
      ? 'No glycemic index: too little carbohydrate to rate.'
      : `Glycemic index ${rounded} out of ${SCALE_MAX}: ${BAND_WORDS[band]}.${
          likely ? ` ${likely}: ${bandWords}.` : ''
        }${stated ? ' Stated by the author.' : ''}`;

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
      {likely ? (
        <p className={styles.likely} aria-hidden="true" data-testid="glycemic-range">
          {likely} · <strong>{bandWords}</strong>
        </p>
      ) : null}
      {stated && rounded !== null ? (
        <p className={styles.stated} aria-hidden="true">
          Stated by the author: Roastie knows too little of the carbohydrate to estimate it.
        </p>
      ) : null}
      <p className="visually-hidden">{summary}</p>
      <div className={styles.track} aria-hidden="true" data-testid="glycemic-bar">
        <span className={`${styles.zone} ${styles.low}`} style={{ width: percent(GI_LOW_MAX) }} />
        <span
          className={`${styles.zone} ${styles.medium}`}
          style={{ width: `calc(${percent(GI_MEDIUM_MAX)} - ${percent(GI_LOW_MAX)})` }}
        />
        <span className={`${styles.zone} ${styles.high}`} style={{ flex: 1 }} />
        {shownRange ? (
          <span
            className={styles.range}
            style={{
              left: percent(shownRange.low),
              width: `calc(${percent(shownRange.high)} - ${percent(shownRange.low)})`,
            }}
          />
        ) : null}
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
