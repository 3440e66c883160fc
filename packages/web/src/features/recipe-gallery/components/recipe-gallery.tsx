// The recipe gallery (docs/product.md section 2): 'Add Recipe', the Type, Glycemic Index and Diet filters
// (GI and diet starting from the cook's preferences),
// 'My Recipes' and 'Community Recipes' tabs for signed-in cooks (everyone's recipes for
// visitors), the cards with infinite scroll, and '↑ Top' once scrolled past 200 px.
import type { PreferredFilters, RecipeCard } from '@roastie/core';
import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useBringIntoView } from '@/hooks/use-bring-into-view';
import type { RecipeFilters } from '../api/get-recipes';
import { useHasOwnRecipes } from '../api/get-has-own-recipes';
import { useLikedRecipes } from '../api/get-liked-recipes';
import {
  defaultGalleryTab,
  readGalleryParams,
  withGalleryParam,
  type GalleryParamKey,
  type GalleryTab,
} from '../lib/gallery-params';
import { BackToTop } from './back-to-top';
import { GalleryCard } from './gallery-card';
import { GalleryFilters } from './gallery-filters';
import { GalleryTabs } from './gallery-tabs';
import { LikeableCard } from './likeable-card';
import { RecipeGrid } from './recipe-grid';
import styles from './recipe-gallery.module.css';

interface RecipeGalleryProps {
  /** The signed-in cook, or null for a visitor (or while it is not yet known). */
  viewerId: string | null;
  /** A session hint says someone is signed in: show the tabs even before their id is known. */
  isSignedIn: boolean;
  /** Where the GI and diet filters start, from the cook's preferences; 'pending' while they load
   *  (the grid waits). */
  preferred?: PreferredFilters | 'pending';
}

export function RecipeGallery({ viewerId, isSignedIn, preferred }: RecipeGalleryProps) {
  const [params, setParams] = useSearchParams();
  const waiting = preferred === 'pending';
  const {
    type,
    gi,
    gl,
    diet,
    tab: chosenTab,
  } = readGalleryParams(params, waiting ? undefined : preferred);
  const liked = useLikedRecipes(viewerId);
  const likedIds = new Set(liked.data?.likedRecipes ?? []);
  // The address keeps the tab chosen; with none, a cook with no recipes yet lands on Community.
  const hasOwn = useHasOwnRecipes(isSignedIn && chosenTab === null ? viewerId : null);
  const tab = chosenTab ?? defaultGalleryTab(hasOwn);
  const mine = isSignedIn && tab === 'mine';
  const tabKnown = !isSignedIn || tab !== null;
  // A filter or tab change brings the cards into view (on a phone they start below the filters);
  // focus stays on the filter, and the grid's count line says how many are shown.
  const cardsRef = useBringIntoView<HTMLDivElement>(`${type}|${gi}|${diet}|${chosenTab}`, {
    skipFirst: true,
    focus: false,
  });
  const filters: RecipeFilters = {
    type,
    gi,
    gl,
    diet,
    ...(mine ? { author: 'me' as const } : {}),
  };

  const set = (key: GalleryParamKey, value: string | undefined) =>
    setParams((current) => withGalleryParam(current, key, value), {
      replace: true,
      preventScrollReset: true,
    });

  const renderCard = (recipe: RecipeCard) =>
    viewerId ? (
      <LikeableCard recipe={recipe} liked={likedIds.has(recipe.id)} viewerId={viewerId} />
    ) : (
      <GalleryCard recipe={recipe} liked={false} />
    );

  const grid = (
    <RecipeGrid
      filters={filters}
      viewerId={viewerId}
      enabled={!waiting && tabKnown && (!mine || viewerId !== null)}
      renderCard={renderCard}
      empty={
        <EmptyGallery
          mine={mine}
          filtered={Boolean(type || gi || gl || diet)}
          onShowCommunity={() => set('tab', 'community')}
        />
      }
    />
  );

  return (
    <div className={styles.gallery}>
      <header className={styles.header}>
        <h1 id="page-title" tabIndex={-1} className={styles.title}>
          Recipe gallery
        </h1>
        <ButtonLink to={paths.createRecipe()}>
          <Plus size={20} aria-hidden="true" />
          Add Recipe
        </ButtonLink>
      </header>
      <GalleryFilters
        type={type}
        gi={gi}
        gl={gl}
        onTypeChange={(value) => set('type', value)}
        diet={diet}
        onGiChange={(value) => set('gi', value)}
        onGlChange={(value) => set('gl', value)}
        onDietChange={(value) => set('diet', value)}
      />
      <div ref={cardsRef} className={styles.cards}>
        {isSignedIn ? (
          <GalleryTabs selected={tab ?? 'mine'} onSelect={(next: GalleryTab) => set('tab', next)}>
            {grid}
          </GalleryTabs>
        ) : (
          grid
        )}
      </div>
      <BackToTop focusTargetId="page-title" />
    </div>
  );
}

interface EmptyGalleryProps {
  mine: boolean;
  filtered: boolean;
  onShowCommunity: () => void;
}

function EmptyGallery({ mine, filtered, onShowCommunity }: EmptyGalleryProps) {
  if (filtered) {
    return (
      <p>
        Nothing on the menu with those filters. Chef Roastie suggests loosening one of them: a
        different type, glycemic index band or diet.
      </p>
    );
  }
  if (mine) {
    return (
      <>
        <p>You haven’t cooked up any recipes yet. Add your first one, or see what others made.</p>
        <Button variant="secondary" onClick={onShowCommunity}>
          See Community Recipes
        </Button>
      </>
    );
  }
  return <p>The recipe box is empty for now. Be the first to add a recipe!</p>;
}
