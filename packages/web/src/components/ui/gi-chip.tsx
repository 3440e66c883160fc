// A recipe's glycemic index as a chip in its band's colour: "GI 42 · Low". Without a figure the
// chip says so rather than guessing.
import { GiBandChip, type GiBand } from './gi-band-chip';
import styles from './gi-chip.module.css';

export type GiBandName = 'Low' | 'Medium' | 'High';

export function chipBandOf(band: GiBandName): GiBand {
  return band.toLowerCase() as GiBand;
}

interface GiChipProps {
  value: number | null;
  band: GiBandName | null;
  /** "GI" for glycemic index, "GL" for glycemic load. */
  label?: string;
}

export function GiChip({ value, band, label = 'GI' }: GiChipProps) {
  // An older answer may lack the field altogether (undefined): treat it as unknown.
  if (value === null || value === undefined || !band) {
    return <span className={styles.unknown}>{label} not known yet</span>;
  }
  return (
    <GiBandChip band={chipBandOf(band)}>
      {label} {Math.round(value)} · {band}
    </GiBandChip>
  );
}
