// A labelled multi-line text input with an optional hint and error, tied to it like TextField's.
import { useId, type ComponentProps } from 'react';
import { useFocusOnMount } from './use-focus-on-mount';
import styles from './text-field.module.css';
import areaStyles from './text-area.module.css';

interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  /** Visually hidden label (the context makes it plain), still read by assistive technology. */
  hideLabel?: boolean;
  hint?: string;
  error?: string;
}

export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  className,
  autoFocus,
  ...props
}: TextAreaProps) {
  const id = useId();
  useFocusOnMount(id, autoFocus);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        className={`${styles.input} ${areaStyles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
