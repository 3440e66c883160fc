// The memory's recipe (docs/product.md section 2: "recipe search plus Link button"): type a few words,
// Chef Roastie's search answers as you pause, and 'Link' ties one recipe to the memory. A linked
// recipe shows with 'Unlink'. A failed search is logged (docs/product.md section 8) and said politely.
import { useId, useState } from 'react';
import { Link2, Unlink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useFindRecipes, type RecipeMatch } from '../api/find-recipes';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import fieldStyles from '@/components/ui/text-field.module.css';
import styles from './recipe-linker.module.css';

const SEARCH_PAUSE_MS = 300;

interface RecipeLinkerProps {
  linked: RecipeMatch | null;
  onLink: (recipe: RecipeMatch) => void;
  onUnlink: () => void;
}

export function RecipeLinker({ linked, onLink, onUnlink }: RecipeLinkerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), SEARCH_PAUSE_MS);
  const search = useFindRecipes(linked ? '' : settled);

  if (linked) {
    return (
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>Linked recipe</span>
        <div className={styles.linked}>
          <Link2 size={20} aria-hidden="true" className={styles.linkIcon} />
          <span className={styles.linkedName}>{linked.name}</span>
          <Button
            variant="ghost"
            className={styles.unlink}
            aria-label={`Unlink ${linked.name}`}
            onClick={onUnlink}
          >
            <Unlink size={18} aria-hidden="true" />
            Unlink
          </Button>
        </div>
      </div>
    );
  }

  const results = settled ? (search.data ?? []) : [];
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        Recipe
      </label>
      <input
        id={id}
        type="search"
        className={fieldStyles.input}
        placeholder="Search recipes, e.g. lentil"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        // Enter searches (as typing does); it must not send the memory half-written.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        Find the recipe you cooked, then link it.
      </p>
      <div aria-live="polite" className={styles.status}>
        {settled && search.isError ? (
          <p>Chef Roastie’s search is taking a break. Please try again in a moment.</p>
        ) : settled && search.isFetching && results.length === 0 ? (
          <p>Searching…</p>
        ) : settled && search.isSuccess && results.length === 0 ? (
          <p>No recipe matches “{settled}”. Try another word.</p>
        ) : null}
      </div>
      {results.length > 0 ? (
        <ul className={styles.results} aria-label="Matching recipes">
          {results.map((recipe) => (
            <li key={recipe.id} className={styles.result}>
              <span className={styles.resultName}>{recipe.name}</span>
              <Button
                variant="secondary"
                className={styles.link}
                aria-label={`Link ${recipe.name}`}
                onClick={() => onLink(recipe)}
              >
                Link
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
