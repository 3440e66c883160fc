// Saving (docs/product.md sections 4, 5 and 8): check the form with the server's schema; upload a new
// photo first (replacing the cook's own when there is one), and if that fails alert
// 'Failed to upload image' and stop; then POST (new) or PUT (existing); 200 ms after success go
// to /recipe/{id}. A failed save logs the server's error field and tells the cook politely.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorBodyOf } from '@/lib/error-body';
import { useCreateRecipe } from '../api/create-recipe';
import { replaceImage } from '../api/replace-image';
import { uploadImage, type StoredImage } from '../api/upload-image';
import { useUpdateRecipe } from '../api/update-recipe';
import type { EditorForm } from '../lib/editor-form';
import { saveProblemOf } from '../lib/save-problems';
import {
  buildPayload,
  serverFieldErrors,
  validatePayload,
  type FieldErrors,
} from '../lib/save-payload';

/** docs/product.md section 9: editor navigation delay after save. */
export const SAVE_NAVIGATION_DELAY_MS = 200;
export const UPLOAD_FAILED_MESSAGE = 'Failed to upload image';
export const INVALID_FORM_MESSAGE =
  'A few things need another look before this goes in the oven: see the marked fields.';

interface SaveOptions {
  recipeId?: string;
  /** The key of a stored photo this cook owns and may replace. */
  ownedImageKey: string | null;
}

async function storeImage(file: File, ownedKey: string | null): Promise<StoredImage> {
  if (!ownedKey) return uploadImage(file);
  try {
    return await replaceImage(ownedKey, file);
  } catch (error) {
    // Not theirs after all, or gone: a fresh upload does the job.
    if (error instanceof ApiError && (error.status === 403 || error.status === 404))
      return uploadImage(file);
    throw error;
  }
}

export function useSaveRecipe({ recipeId, ownedImageKey }: SaveOptions) {
  const navigate = useNavigate();
  const create = useCreateRecipe();
  const update = useUpdateRecipe();
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  /** Goes up after each refused attempt, so the form can move focus to the first error. */
  const [attempt, setAttempt] = useState(0);
  const ownedKey = useRef(ownedImageKey);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const refuse = (fieldErrors: FieldErrors, message: string) => {
    setErrors(fieldErrors);
    setProblem(message);
    setAttempt((n) => n + 1);
  };

  const save = async (
    form: EditorForm,
    file: File | null,
    onImageStored: (image: StoredImage) => void,
  ) => {
    const candidate = buildPayload(form, form.imageUrl);
    const checked = validatePayload(candidate);
    if (!checked.ok) return refuse(checked.errors, INVALID_FORM_MESSAGE);
    setErrors({});
    setProblem(null);
    setStatus('saving');

    let imageUrl = checked.payload.imageUrl ?? null;
    if (file) {
      try {
        const stored = await storeImage(file, ownedKey.current);
        ownedKey.current = stored.key;
        imageUrl = stored.imageUrl;
        onImageStored(stored);
      } catch (error) {
        console.log(UPLOAD_FAILED_MESSAGE, error);
        window.alert(UPLOAD_FAILED_MESSAGE);
        setStatus('idle');
        return;
      }
    }

    const payload = { ...checked.payload, imageUrl };
    try {
      const saved = recipeId
        ? await update.mutateAsync({ id: recipeId, payload })
        : await create.mutateAsync(payload);
      setStatus('saved');
      timer.current = setTimeout(
        () => void navigate(paths.recipe(saved.recipe.id)),
        SAVE_NAVIGATION_DELAY_MS,
      );
    } catch (error) {
      const body = errorBodyOf(error);
      console.log(body?.error ?? (error instanceof Error ? error.message : error));
      setStatus('idle');
      const fields = body?.fields ? serverFieldErrors(body.fields, candidate) : {};
      refuse(fields, saveProblemOf(error));
    }
  };

  return { save, status, errors, problem, attempt };
}
