// The memory form (docs/product.md sections 2 and 5): Dish, the linked recipe, the words, a photo and the
// date. 'Add Memory' checks signed in, then every field, then a linked recipe (issue 15: field errors
// before any dialog; the offer to create the recipe first is the app's own dialog, never a native
// confirm), and reads 'Adding...' while it saves; a failure is logged (docs/product.md section 8)
// and said politely.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormMessage } from '@/components/ui/form-message';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import type { NewMemory } from '../api/create-post';
import type { RecipeMatch } from '../api/find-recipes';
import { todayIsoDate } from '../lib/format-memory-date';
import { DISH_NAME_MAX, MEMORY_TEXT_MAX } from '../lib/memory-limits';
import {
  addFailureMessage,
  CREATE_RECIPE_FIRST,
  draftProblem,
  FILL_ALL_FIELDS,
  SIGN_IN_TO_ADD,
} from '../lib/memory-messages';
import { PhotoField } from './photo-field';
import { RecipeLinker } from './recipe-linker';
import styles from './add-memory-form.module.css';

interface AddMemoryFormProps {
  viewerId: string | null;
  saving: boolean;
  /** Saves the memory; rejects when the server refuses. */
  onSave: (memory: NewMemory) => Promise<unknown>;
  onCancel: () => void;
}

export function AddMemoryForm({ viewerId, saving, onSave, onCancel }: AddMemoryFormProps) {
  const navigate = useNavigate();
  const [recipeName, setRecipeName] = useState('');
  const [recipe, setRecipe] = useState<RecipeMatch | null>(null);
  const [description, setDescription] = useState('');
  const [date, setDate] = useState(todayIsoDate);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preparingPhoto, setPreparingPhoto] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [offerRecipe, setOfferRecipe] = useState(false);

  const link = (match: RecipeMatch) => {
    setRecipe(match);
    // The dish is usually the recipe: fill it in, but never overwrite what the cook typed.
    if (!recipeName.trim()) setRecipeName(match.name);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const draft = { recipeName, description, date, recipeId: recipe?.id ?? null, photo };
    const problem = draftProblem(draft, viewerId);
    if (problem === 'signed-out') return setMessage(SIGN_IN_TO_ADD);
    if (problem === 'incomplete') return setMessage(FILL_ALL_FIELDS);
    if (problem === 'no-recipe') return setOfferRecipe(true);
    if (!viewerId || !recipe || !photo) return setMessage(FILL_ALL_FIELDS);
    try {
      await onSave({
        recipeName: recipeName.trim(),
        description: description.trim(),
        date,
        recipeId: recipe.id,
        userId: viewerId,
        photo,
      });
    } catch (error) {
      console.error('Failed to add memory', error);
      setMessage(addFailureMessage(error));
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Dish"
        value={recipeName}
        maxLength={DISH_NAME_MAX}
        autoComplete="off"
        onChange={(event) => setRecipeName(event.target.value)}
      />
      <RecipeLinker linked={recipe} onLink={link} onUnlink={() => setRecipe(null)} />
      <TextArea
        label="Food memory"
        value={description}
        rows={4}
        maxLength={MEMORY_TEXT_MAX}
        placeholder="Who was at the table? What would you change next time?"
        onChange={(event) => setDescription(event.target.value)}
      />
      <PhotoField photo={photo} onChange={setPhoto} onBusyChange={setPreparingPhoto} />
      <TextField
        label="Date"
        type="date"
        value={date}
        max={todayIsoDate()}
        className={styles.date}
        onChange={(event) => setDate(event.target.value)}
      />
      <FormMessage>{message}</FormMessage>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={saving || preparingPhoto}
          aria-busy={saving || preparingPhoto || undefined}
        >
          {saving ? 'Adding...' : 'Add Memory'}
        </Button>
      </div>
      <ConfirmDialog
        open={offerRecipe}
        title="Create the recipe first?"
        description={CREATE_RECIPE_FIRST}
        confirmLabel="Create a recipe"
        cancelLabel="Not now"
        onConfirm={() => {
          setOfferRecipe(false);
          void navigate(paths.createRecipe());
        }}
        onCancel={() => setOfferRecipe(false)}
      />
    </form>
  );
}
