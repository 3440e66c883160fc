import styles from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip}>
      Skip to content
    </a>
  );
}
