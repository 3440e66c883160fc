import type { ReactNode } from 'react';
import { Page } from './page';
import styles from './page-placeholder.module.css';

interface PagePlaceholderProps {
  title: string;
  /** The document title when it differs from the heading; null for the bare app name. */
  documentTitle?: string | null;
  /** An icon (shown in a round badge) or, with `illustration`, a drawing above the heading. */
  art: ReactNode;
  illustration?: boolean;
  /** A short line above the heading (a greeting). */
  eyebrow?: ReactNode;
  /** One friendly line in Chef Roastie's voice. */
  line: ReactNode;
  action?: ReactNode;
}

/** A page whose content is still being cooked: a heading, a friendly line, nothing broken. */
export function PagePlaceholder(props: PagePlaceholderProps) {
  const { title, documentTitle, art, illustration, eyebrow, line, action } = props;
  return (
    <Page title={documentTitle === null ? undefined : (documentTitle ?? title)}>
      <section className={styles.placeholder} aria-labelledby="page-title">
        <div className={illustration ? styles.illustration : styles.badge}>{art}</div>
        {eyebrow}
        <h1 id="page-title">{title}</h1>
        <p className={styles.line}>{line}</p>
        {action ? <div className={styles.action}>{action}</div> : null}
      </section>
    </Page>
  );
}
