// The reusable search bar (docs/product.md section 2): a text input of type search with a configurable
// placeholder (default 'Search...') and a submit button labelled 'Search!'. An empty query is
// refused with 'Please enter a search query.' (docs/product.md section 5: at least 1 character).
import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from './button';
import styles from './search-bar.module.css';

export const EMPTY_SEARCH_MESSAGE = 'Please enter a search query.';

interface SearchBarProps {
  onSearch: (query: string) => void;
  placeholder?: string;
  /** The accessible name of the input (there is no visible label). */
  label?: string;
  defaultValue?: string;
  pending?: boolean;
  className?: string;
}

export function SearchBar({
  onSearch,
  placeholder = 'Search...',
  label = 'Search recipes',
  defaultValue = '',
  pending = false,
  className,
}: SearchBarProps) {
  const [searchQuery, setSearchQuery] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const query = searchQuery.trim();
    if (query.length < 1) {
      setError(EMPTY_SEARCH_MESSAGE);
      return;
    }
    setError(null);
    onSearch(query);
  };

  return (
    <form
      role="search"
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      noValidate
    >
      <div className={styles.row}>
        <div className={styles.field}>
          <Search size={20} aria-hidden="true" className={styles.icon} />
          <input
            type="search"
            name="searchQuery"
            className={styles.input}
            aria-label={label}
            placeholder={placeholder}
            value={searchQuery}
            enterKeyHint="search"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setSearchQuery(event.target.value);
              if (error && event.target.value.trim()) setError(null);
            }}
          />
        </div>
        {/* aria-disabled, not disabled: a busy button keeps keyboard focus. */}
        <Button type="submit" aria-disabled={pending || undefined}>
          Search!
        </Button>
      </div>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </form>
  );
}
