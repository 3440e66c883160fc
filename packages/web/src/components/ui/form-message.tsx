// A message about a form (an error from the server, a thank-you) in a live region that is always
// on the page, so screen readers announce the words when they change.
import type { ReactNode, Ref } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import styles from './form-message.module.css';

interface FormMessageProps {
  tone?: 'error' | 'success';
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

export function FormMessage({ tone = 'error', children, className, ref }: FormMessageProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      ref={ref}
      aria-live="polite"
      aria-atomic="true"
      className={[styles.region, className].filter(Boolean).join(' ')}
    >
      {children ? (
        <p className={`${styles.message} ${styles[tone]}`}>
          <Icon size={20} aria-hidden="true" className={styles.icon} />
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}
