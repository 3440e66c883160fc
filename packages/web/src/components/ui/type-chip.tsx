// A recipe's meal type (Breakfast, Lunch, Dinner, Dessert) as a neutral chip.
import styles from './type-chip.module.css';

export function TypeChip({ type }: { type: string }) {
  return <span className={styles.chip}>{type}</span>;
}
