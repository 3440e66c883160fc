// A labelled text input with an optional hint and error, both tied to it for assistive technology.
import { useId, type ComponentProps } from 'react';
import { useFocusOnMount } from './use-focus-on-mount';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: string;
  /** Shown under the input and marks it invalid. */
  error?: string;
}

export function TextField({
  label,
  hint,
  error,
  className,
  autoFocus,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  useFocusOnMount(id, autoFocus);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
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
