// A question with its answers as tappable chips: checkboxes (pick any) or radios (pick one).
import { useId } from 'react';
import styles from './option-group.module.css';

interface OptionGroupProps {
  legend: string;
  hint?: string;
  type: 'checkbox' | 'radio';
  name: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (option: string) => void;
}

export function OptionGroup({
  legend,
  hint,
  type,
  name,
  options,
  selected,
  onToggle,
}: OptionGroupProps) {
  const hintId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type={type}
              name={name}
              value={option}
              checked={selected.includes(option)}
              onChange={() => onToggle(option)}
              className={styles.input}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
