// A labelled native select (compact and familiar on every phone) with an optional error.
import { useId, type ComponentProps } from 'react';
import fieldStyles from './text-field.module.css';
import styles from './select-field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  label: string;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** A first option with an empty value ("All types", "Choose a type"). */
  emptyOption?: string;
  error?: string;
}

export function SelectField({
  label,
  hideLabel,
  options,
  emptyOption,
  error,
  className,
  ...props
}: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : fieldStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...props}
      >
        {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
