// The shopping search box (docs/product.md section 2): suggests up to 5 ingredients and 5 recipes;
// picking one, or pressing Add with any text, makes a pending item that waits for an amount; text
// with its amount ("200 g flour", read by core's ingredient-line parser) is added as it is.
// A WAI-ARIA APG combobox: ArrowDown/ArrowUp move through the suggestions, Enter picks the active
// one (or adds the text as typed), Escape closes the list.
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Plus } from 'lucide-react';
import { readTypedItem, type IngredientCatalogue } from '@roastie/core';
import { Button } from '@/components/ui/button';
import fieldStyles from '@/components/ui/text-field.module.css';
import { useSuggestions } from '../hooks/use-suggestions';
import { defaultShoppingUnit, type Pending } from '../lib/pending';
import { SuggestionList } from './suggestion-list';
import styles from './add-to-list.module.css';

interface AddToListProps {
  catalogue: IngredientCatalogue;
  onPick: (pending: Pending) => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function AddToList({ catalogue, onPick, inputRef }: AddToListProps) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { ingredients, recipes, online, searchingRecipes } = useSuggestions(text, catalogue);
  const options = [...ingredients, ...recipes];
  const expanded = open && text.trim() !== '' && options.length > 0;
  const empty = text.trim() === '';

  const pick = (pending: Pending) => {
    onPick(pending);
    setText('');
    setOpen(false);
    setActive(-1);
  };

  const addTyped = () => {
    if (empty) return;
    // "200 g flour", "2 cloves garlic": a whole line goes in with its amount.
    const typed = readTypedItem(text);
    if (typed)
      pick({ kind: 'item', name: typed.name, unit: typed.unit, amount: String(typed.amount) });
    else pick({ kind: 'item', name: text.trim(), unit: defaultShoppingUnit(text, catalogue) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setOpen(true);
      setActive((index) => {
        if (!expanded) return down ? 0 : count - 1;
        return down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = expanded && active >= 0 ? options[active] : undefined;
      if (option) pick(option.pending);
      else addTyped();
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let hint = 'Pick a suggestion or add what you typed, with its amount (“200 g flour”) or without.';
  if (!empty && !online) hint = 'Offline: ingredients only, recipe search needs a connection.';
  else if (searchingRecipes) hint = 'Looking for recipes…';

  return (
    <form
      className={styles.card}
      role="search"
      aria-label="Add to the shopping list"
      onSubmit={(event) => {
        event.preventDefault();
        addTyped();
      }}
    >
      <label htmlFor={id} className={fieldStyles.label}>
        Add an ingredient or a recipe
      </label>
      <div className={styles.row}>
        <div className={styles.combobox}>
          <input
            ref={inputRef}
            id={id}
            type="text"
            role="combobox"
            className={fieldStyles.input}
            placeholder="Flour, milk, lentil soup…"
            autoComplete="off"
            enterKeyHint="next"
            value={text}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-describedby={hintId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <SuggestionList
            id={listId}
            hidden={!expanded}
            ingredients={ingredients}
            recipes={recipes}
            active={active}
            onPick={(suggestion) => pick(suggestion.pending)}
          />
        </div>
        <Button type="submit" disabled={empty}>
          <Plus size={20} aria-hidden="true" />
          Add
        </Button>
      </div>
      <p id={hintId} className={fieldStyles.hint}>
        {hint}
      </p>
    </form>
  );
}
