// What home's search found (the query is ?q= in the address): cards linking to /recipe/{id}, or
// a kind word when nothing matched or the search failed. The count line is a live region, so
// screen readers hear how it went.
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { GiChip } from '@/components/ui/gi-chip';
import { RecipeCard, RecipeCardSkeleton } from '@/components/ui/recipe-card';
import { paths } from '@/config/paths';
import { useBringIntoView } from '@/hooks/use-bring-into-view';
import { useSearchRecipes, type SearchResult } from '../api/search-recipes';
import { useSearchQuery } from '../hooks/use-search-query';
import styles from './search-results.module.css';
import { pluralNoun } from '@/lib/count-label';

function statusOf(query: string, search: UseQueryResult<SearchResult[]>): string {
  if (search.isPending) return `Looking for “${query}”…`;
  if (search.isError) return '';
  const count = search.data?.length ?? 0;
  if (count === 0) return `No recipes for “${query}”.`;
  return `${count} ${pluralNoun(count, { one: 'recipe', other: 'recipes' })} for “${query}”`;
}

/** Shows nothing until there is a query in the address. */
export function SearchResults() {
  const [query] = useSearchQuery();
  const search = useSearchRecipes(query);
  // The live region is on the page before the first search, so its first words are heard.
  if (!query) return <p role="status" className="visually-hidden" />;
  return <Results query={query} search={search} />;
}

function Results({ query, search }: { query: string; search: UseQueryResult<SearchResult[]> }) {
  const { data, isPending, isError } = search;
  // Each settled answer comes into view and takes focus (docs/decisions/0016-cooking-from-a-recipe.md).
  const ref = useBringIntoView<HTMLElement>(
    isPending ? null : `${query}:${search.dataUpdatedAt}:${search.errorUpdatedAt}`,
  );
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={styles.results}
      aria-labelledby="search-results-title"
    >
      <h2 id="search-results-title" className="visually-hidden">
        Search results
      </h2>
      <p role="status" className={styles.status}>
        {statusOf(query, search)}
      </p>
      {isError ? (
        <div className={styles.problem}>
          <FormMessage>
            Chef Roastie’s search came back burnt. The kitchen may be busy: please try again in a
            moment.
          </FormMessage>
          <Button variant="secondary" onClick={() => void search.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {isPending ? (
        <ul className={styles.grid} aria-hidden="true">
          <li>
            <RecipeCardSkeleton />
          </li>
          <li>
            <RecipeCardSkeleton />
          </li>
        </ul>
      ) : null}
      {data && data.length === 0 ? (
        <div className={styles.empty}>
          <SearchX size={32} aria-hidden="true" className={styles.emptyIcon} />
          <p>
            Chef Roastie checked every shelf and came back empty-handed. Try one ingredient, like
            “lentils” or “oats”, or browse the{' '}
            <Link to={paths.recipeGallery()}>whole recipe gallery</Link>.
          </p>
        </div>
      ) : null}
      {data && data.length > 0 ? (
        <ul className={styles.grid}>
          {data.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard
                to={paths.recipe(recipe.id)}
                name={recipe.name}
                description={recipe.description}
                image={recipe.image}
                meta={
                  <>
                    <GiChip value={recipe.glycemic_index} band={recipe.gi_band} />
                    <GiChip label="GL" value={recipe.glycemic_load} band={recipe.gl_band} />
                  </>
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
