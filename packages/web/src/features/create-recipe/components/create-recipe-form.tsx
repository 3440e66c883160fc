// The 'Add New Recipe' form (docs/product.md sections 2, 5 and 8): a photo (or PDF) and a description.
// On submit: check both, compress the photo (alert on failure), show the pizza while Chef
// Roastie cooks, then open the draft in the editor. On failure the form comes back as it was,
// with a message saying what happened ('Failed to submit recipe' is logged, as docs/product.md says).
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { dishDescriptionSchema, MAX_DISH_DESCRIPTION_LENGTH } from '@roastie/core';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextArea } from '@/components/ui/text-area';
import { paths } from '@/config/paths';
import { useGenerateRecipe } from '../api/generate-recipe';
import { failureMessage } from '../lib/failure-message';
import { COMPRESSION_FAILED, photoProblem, preparePhoto } from '../lib/photo-file';
import { PhotoPicker } from './photo-picker';
import { PizzaLoader } from './pizza-loader';
import styles from './create-recipe.module.css';

export const SUBMIT_FAILED_LOG = 'Failed to submit recipe';

interface FieldErrors {
  image?: string;
  description?: string;
}

function check(file: File | null, description: string): FieldErrors {
  const errors: FieldErrors = {};
  const image = photoProblem(file);
  if (image) errors.image = image;
  const text = dishDescriptionSchema.safeParse(description);
  if (!text.success) errors.description = text.error.issues[0]?.message;
  return errors;
}

export function CreateRecipeForm() {
  const navigate = useNavigate();
  const generate = useGenerateRecipe();
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  // Back from a failure: take the cook to the message (on a phone it may be off screen).
  useLayoutEffect(() => {
    if (!problem || working) return;
    problemRef.current?.focus();
    problemRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem, working]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(file, description);
    setErrors(found);
    if (found.image || found.description || !file) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setProblem(null);
    setWorking(true);
    let upload: File;
    try {
      upload = await preparePhoto(file);
    } catch (error) {
      console.log(COMPRESSION_FAILED, error);
      window.alert(COMPRESSION_FAILED);
      setWorking(false);
      return;
    }
    try {
      const draft = await generate.mutateAsync({ file: upload, description: description.trim() });
      void navigate(paths.editor({ recipe: draft }));
    } catch (error) {
      console.log(SUBMIT_FAILED_LOG, error);
      setProblem(failureMessage(error));
      setWorking(false);
    }
  };

  if (working) return <PizzaLoader label="Chef Roastie is cooking up your recipe…" />;

  return (
    <form ref={formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <div ref={problemRef} tabIndex={-1} className={styles.problem}>
        <FormMessage>{problem}</FormMessage>
      </div>
      <PhotoPicker
        file={file}
        error={errors.image}
        onFile={(picked) => {
          setFile(picked);
          setErrors((e) => ({ ...e, image: undefined }));
        }}
      />
      <TextArea
        label="Description"
        name="dishDescription"
        value={description}
        rows={4}
        maxLength={MAX_DISH_DESCRIPTION_LENGTH}
        hint="What is it and what’s in it? Add wishes too: low GI, vegan, for two…"
        placeholder="Chickpea curry with spinach, low GI please"
        error={errors.description}
        onChange={(event) => {
          setDescription(event.target.value);
          setErrors((e) => ({ ...e, description: undefined }));
        }}
      />
      <Button type="submit" className={styles.submit}>
        Create recipe
      </Button>
    </form>
  );
}
