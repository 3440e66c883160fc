// The ingredient name field with autocomplete from the catalogue (docs/product.md sections 2 and 5: case-
// insensitive substring, earliest match then shorter name, at most 10). A WAI-ARIA APG combobox
// with list autocomplete: ArrowDown/ArrowUp move through the suggestions, Enter picks, Escape
// closes; typing anything else is kept as it is (an ingredient need not be in the catalogue).
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { IngredientListItem } from '@roastie/core';
import fieldStyles from '@/components/ui/text-field.module.css';
import { rankSuggestions } from '../lib/rank-suggestions';
import styles from './ingredient-combobox.module.css';

interface IngredientComboboxProps {
  label: string;
  value: string;
  catalogue: readonly IngredientListItem[];
  onChange: (value: string) => void;
  onPick: (item: IngredientListItem) => void;
  invalid?: boolean;
  describedBy?: string;
}

export function IngredientCombobox(props: IngredientComboboxProps) {
  const { label, value, catalogue, onChange, onPick, invalid, describedBy } = props;
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => rankSuggestions(value, catalogue), [value, catalogue]);
  const onlyItself =
    suggestions.length === 1 &&
    suggestions[0]?.item.name.toLowerCase() === value.trim().toLowerCase();
  const expanded = open && suggestions.length > 0 && !onlyItself;

  const pick = (item: IngredientListItem) => {
    onPick(item);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const down = event.key === 'ArrowDown';
      setActive((index) => {
        if (!expanded) return down ? 0 : count - 1;
        return down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const suggestion = suggestions[active];
      if (suggestion) pick(suggestion.item);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={`${fieldStyles.field} ${styles.combobox}`}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        className={fieldStyles.input}
        value={value}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        className={styles.list}
        hidden={!expanded}
      >
        {expanded
          ? suggestions.map(({ item, matchedAlias }, index) => (
              <li
                key={item.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                aria-label={matchedAlias ? `${item.name} (${matchedAlias})` : undefined}
                className={styles.option}
                // Keep focus in the input, so the click lands before the list closes.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(item)}
              >
                {item.name}
                {matchedAlias ? <span className={styles.alias}>{matchedAlias}</span> : null}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
