// The suggestion popup of the shopping search box: ingredients first, then recipes, each group
// labelled. Option ids are `${id}-${index}` over both groups, for aria-activedescendant.
import { BookOpen, Carrot } from 'lucide-react';
import type { Suggestion } from '../hooks/use-suggestions';
import styles from './add-to-list.module.css';

interface SuggestionListProps {
  id: string;
  hidden: boolean;
  ingredients: readonly Suggestion[];
  recipes: readonly Suggestion[];
  active: number;
  onPick: (suggestion: Suggestion) => void;
}

export function SuggestionList(props: SuggestionListProps) {
  const { id, hidden, ingredients, recipes, active, onPick } = props;

  const option = (suggestion: Suggestion, index: number) => (
    <div
      key={suggestion.key}
      id={`${id}-${index}`}
      role="option"
      aria-selected={index === active}
      // The group says "Recipes"; an alias that matched reads in brackets.
      aria-label={
        suggestion.pending.kind === 'item' && suggestion.detail
          ? `${suggestion.label} (${suggestion.detail})`
          : suggestion.label
      }
      className={styles.option}
      // Keep focus in the input, so the click lands before the list closes.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(suggestion)}
    >
      {suggestion.pending.kind === 'recipe' ? (
        <BookOpen size={18} aria-hidden="true" className={styles.optionIcon} />
      ) : (
        <Carrot size={18} aria-hidden="true" className={styles.optionIcon} />
      )}
      <span className={styles.optionLabel}>{suggestion.label}</span>
      {suggestion.detail ? <span className={styles.optionDetail}>{suggestion.detail}</span> : null}
    </div>
  );

  return (
    <div id={id} role="listbox" aria-label="Suggestions" className={styles.list} hidden={hidden}>
      {hidden ? null : (
        <>
          {ingredients.length > 0 ? (
            <div role="group" aria-label="Ingredients">
              <div className={styles.groupLabel} aria-hidden="true">
                Ingredients
              </div>
              {ingredients.map((suggestion, index) => option(suggestion, index))}
            </div>
          ) : null}
          {recipes.length > 0 ? (
            <div role="group" aria-label="Recipes">
              <div className={styles.groupLabel} aria-hidden="true">
                Recipes
              </div>
              {recipes.map((suggestion, index) => option(suggestion, ingredients.length + index))}
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
