// The recipe editor (docs/product.md section 2): every field of a recipe, ingredient autocomplete, steps
// that move, a photo, and a live GI, GL and nutrition estimate while typing. Saving checks the
// form first, uploads the photo, then POSTs a new recipe or PUTs an existing one.
import { useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormMessage } from '@/components/ui/form-message';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { ChefRoastie } from '@/components/ui/chef-roastie';
import { useGlycemicEstimate } from '../api/estimate-glycemic';
import { useIngredients } from '@/lib/ingredients-query';
import { useEditorForm } from '../hooks/use-editor-form';
import { useEstimateRequest } from '../hooks/use-estimate-request';
import { useSaveRecipe } from '../hooks/use-save-recipe';
import type { EditorForm } from '../lib/editor-form';
import { BasicsFields } from './basics-fields';
import { GlycemicPreview } from './glycemic-preview';
import { IngredientRows } from './ingredient-rows';
import { PasteIngredients } from './paste-ingredients';
import { NumbersFields } from './numbers-fields';
import { PhotoField } from './photo-field';
import { StepsEditor } from './steps-editor';
import styles from './recipe-editor.module.css';

interface RecipeEditorProps {
  initial: EditorForm;
  /** Editing a saved recipe: saved by PUT. Left out: a new recipe, saved by POST. */
  recipeId?: string;
  /** The key of the saved photo this cook owns, replaced rather than added to. */
  ownedImageKey?: string | null;
  /** Where Cancel goes. */
  cancelTo: string;
  /** A line under the heading (what is being edited, a draft that could not be read). */
  intro: string;
  /** What Chef Roastie said about a generated draft, shown above the form. */
  chefNotes?: string[];
}

export function RecipeEditor(props: RecipeEditorProps) {
  const { initial, recipeId, ownedImageKey = null, cancelTo, intro, chefNotes = [] } = props;
  const editor = useEditorForm(initial);
  const { form } = editor;
  const [file, setFile] = useState<File | null>(null);
  const catalogue = useIngredients();
  const request = useEstimateRequest(form);
  const estimate = useGlycemicEstimate(request);
  const saving = useSaveRecipe({ recipeId, ownedImageKey });
  const formRef = useRef<HTMLFormElement>(null);
  const { errors } = saving;
  // Leaving with unsaved changes asks first, in the app's own dialog (docs/decisions/0016).
  const initialText = useMemo(() => JSON.stringify(initial), [initial]);
  const dirty = saving.status === 'idle' && (file !== null || JSON.stringify(form) !== initialText);
  const guard = useLeaveGuard(dirty);

  // After a refused save, take the cook to the first field that needs them.
  useLayoutEffect(() => {
    if (saving.attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [saving.attempt]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.status !== 'idle') return;
    void saving.save(form, file, (stored) => {
      editor.setImageUrl(stored.imageUrl);
      setFile(null);
    });
  };

  return (
    <div className={styles.editor}>
      <header className={styles.header}>
        <h1 id="page-title">Recipe editor</h1>
        <p className={styles.intro}>{intro}</p>
        {chefNotes.length > 0 && (
          <aside className={styles.chefNotes} aria-label="Chef Roastie says">
            <ChefRoastie size={40} className={styles.chefNotesArt} />
            <ul>
              {chefNotes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </aside>
        )}
      </header>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.main}>
          <BasicsFields form={form} setField={editor.setField} errors={errors} />
          <PhotoField imageUrl={form.imageUrl} file={file} onFile={setFile} />
          <IngredientRows
            rows={form.ingredients}
            actions={editor.ingredients}
            catalogue={catalogue.data ?? []}
            errors={errors}
          />
          <PasteIngredients onRows={editor.ingredients.append} />
          {catalogue.isError ? (
            <p className={styles.note}>
              Chef Roastie’s pantry list didn’t load, so there are no suggestions: type ingredient
              names in full and they will still be matched when you save.
            </p>
          ) : null}
        </div>
        <aside className={styles.aside}>
          <GlycemicPreview
            estimate={estimate}
            hasRequest={request !== null}
            onUse={(data) => editor.applyEstimate(data.glycemicIndex, data.nutritionPerServing)}
          />
        </aside>
        <div className={styles.rest}>
          <StepsEditor steps={form.instructions} actions={editor.steps} errors={errors} />
          <NumbersFields
            form={form}
            setField={editor.setField}
            setNutrition={editor.setNutrition}
            errors={errors}
          />
          <div className={styles.save}>
            <FormMessage>{saving.problem}</FormMessage>
            <FormMessage tone="success">
              {saving.status === 'saved' ? 'Saved! Plating it up…' : null}
            </FormMessage>
            <div className={styles.buttons}>
              {/* aria-disabled, not disabled: the button keeps keyboard focus while it works. */}
              <Button type="submit" aria-disabled={saving.status !== 'idle' || undefined}>
                {saving.status === 'saving' ? 'Saving…' : 'Save recipe'}
              </Button>
              <ButtonLink to={cancelTo} variant="ghost">
                Cancel
              </ButtonLink>
            </div>
          </div>
        </div>
      </form>
      <ConfirmDialog
        open={guard.blocked}
        title="Leave without saving?"
        description="Your changes to this recipe will be lost."
        confirmLabel="Leave"
        cancelLabel="Keep editing"
        onConfirm={guard.leave}
        onCancel={guard.stay}
      />
    </div>
  );
}
