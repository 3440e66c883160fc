import styles from './page-loading.module.css';

export function PageLoading({ label = 'Warming up the oven…' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      <div className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      {label}
    </div>
  );
}
