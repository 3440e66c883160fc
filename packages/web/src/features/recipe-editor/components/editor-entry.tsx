// The editor's two ways in: a new recipe (blank, or from a generated draft in ?recipe=JSON) and
// an existing one (?recipeId=, saved by PUT). Each fills the form once, when it opens.
import { useState } from 'react';
import type { Recipe } from '@roastie/core';
import { Lock } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { Page } from '@/components/ui/page';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { paths } from '@/config/paths';
import { mediaKeyOf } from '../api/replace-image';
import {
  blankForm,
  chefNotesOf,
  formFromDraft,
  formFromRecipe,
  readDraftParam,
} from '../lib/editor-form';
import { RecipeEditor } from './recipe-editor';

export const EDITOR_TITLE = 'Recipe editor';

export function NewRecipeEditor({ draftJson }: { draftJson: string | null }) {
  const [start] = useState(() => {
    const draft = readDraftParam(draftJson);
    if (draft) {
      return {
        form: formFromDraft(draft),
        chefNotes: chefNotesOf(draft),
        intro: 'Chef Roastie’s draft is ready: tweak anything you like before it goes in the oven.',
      };
    }
    return {
      form: blankForm(),
      chefNotes: [],
      intro: draftJson
        ? 'That draft got scrambled on the way, so here’s a clean slate.'
        : 'A new recipe! Fill in the dish and watch its GI take shape as you add ingredients.',
    };
  });
  return (
    <Page title={EDITOR_TITLE} width="wide">
      <RecipeEditor
        initial={start.form}
        cancelTo={paths.recipeGallery()}
        intro={start.intro}
        chefNotes={start.chefNotes}
      />
    </Page>
  );
}

export function ExistingRecipeEditor({ recipe, viewerId }: { recipe: Recipe; viewerId: string }) {
  const [initial] = useState(() => formFromRecipe(recipe));
  if (recipe.user_id !== viewerId) {
    return (
      <PagePlaceholder
        title={EDITOR_TITLE}
        art={<Lock size={36} />}
        line="Only the cook who wrote this recipe can change it. You can still cook it, like it and share it!"
        action={<ButtonLink to={paths.recipe(recipe.id)}>Back to the recipe</ButtonLink>}
      />
    );
  }
  return (
    <Page title={EDITOR_TITLE} width="wide">
      <RecipeEditor
        initial={initial}
        recipeId={recipe.id}
        ownedImageKey={mediaKeyOf(recipe.image)}
        cancelTo={paths.recipe(recipe.id)}
        intro={`Editing ${recipe.name}.`}
      />
    </Page>
  );
}
