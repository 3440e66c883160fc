// The recipe 'Feeling hungry' picked, as a card; a skeleton while it comes; a kind word when the
// pick failed (logged as 'Failed to fetch random recipe', docs/product.md section 8).
import { FormMessage } from '@/components/ui/form-message';
import { GiChip } from '@/components/ui/gi-chip';
import { RecipeCard, RecipeCardSkeleton } from '@/components/ui/recipe-card';
import { TypeChip } from '@/components/ui/type-chip';
import { paths } from '@/config/paths';
import { useBringIntoView } from '@/hooks/use-bring-into-view';
import { ApiError } from '@/lib/api-client';
import { useRandomPick } from '../api/get-random-recipe';
import styles from './random-recipe-pick.module.css';

function problemOf(error: Error | null): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 404)
    return 'The recipe box is empty for now, so there’s nothing to pick. Why not add the first recipe?';
  return 'Chef Roastie fumbled the dice: no recipe this time. Give it another tap in a moment.';
}

export function RandomRecipePick() {
  const { status, recipe, error, askedAt } = useRandomPick();
  const shown = status === 'success' ? recipe : undefined;
  // The answer comes into view and takes focus once it is there (docs/decisions/0016).
  const answerRef = useBringIntoView<HTMLDivElement>(
    status === 'success' || status === 'error' ? `${status}:${askedAt}` : null,
  );
  // The live regions are always on the page (and take no room while empty), so their words are
  // heard; the card's box only exists while there is something to show.
  return (
    <div ref={answerRef} tabIndex={-1} className={styles.answer}>
      <FormMessage>{status === 'error' ? problemOf(error) : null}</FormMessage>
      <p role="status" className="visually-hidden">
        {shown ? `Chef Roastie picked ${shown.name} for you.` : ''}
      </p>
      {status === 'pending' || shown ? (
        <div className={styles.pick}>
          {shown ? (
            <>
              <p className={styles.label} aria-hidden="true">
                Chef Roastie picked this for you:
              </p>
              <RecipeCard
                to={paths.recipe(shown.id)}
                name={shown.name}
                description={shown.description}
                image={shown.image}
                imageSrcSet={shown.imageSrcSet}
                imagePlaceholder={shown.imagePlaceholder}
                meta={
                  <>
                    <GiChip value={shown.glycemic_index} band={shown.gi_band} />
                    <GiChip label="GL" value={shown.glycemic_load} band={shown.gl_band} />
                    <TypeChip type={shown.type} />
                  </>
                }
              />
            </>
          ) : (
            <RecipeCardSkeleton />
          )}
        </div>
      ) : null}
    </div>
  );
}
