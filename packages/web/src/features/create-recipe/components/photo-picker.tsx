// The dish photo (or a PDF of the recipe) for the create-recipe form: a big, thumb-friendly
// target, a preview of the chosen photo, and the file input under it for keyboards and screen
// readers (docs/product.md section 5: JPEG, PNG or PDF).
import { useEffect, useId, useState } from 'react';
import { Camera, FileText } from 'lucide-react';
import { isPdf, PHOTO_ACCEPT } from '../lib/photo-file';
import styles from './photo-picker.module.css';

interface PhotoPickerProps {
  file: File | null;
  error?: string | undefined;
  disabled?: boolean;
  onFile: (file: File | null) => void;
}

function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || isPdf(file) || typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- an object URL is a resource with a lifetime, made and revoked here
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [file]);
  return url;
}

export function PhotoPicker({ file, error, disabled, onFile }: PhotoPickerProps) {
  const id = useId();
  const preview = usePreview(file);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <span className={styles.title} id={`${id}-title`}>
        Photo
      </span>
      <label htmlFor={id} className={styles.target} data-filled={file ? true : undefined}>
        {preview ? (
          <img src={preview} alt="" className={styles.preview} />
        ) : file && isPdf(file) ? (
          <FileText size={40} aria-hidden="true" />
        ) : (
          <Camera size={40} aria-hidden="true" />
        )}
        <span className={styles.action}>
          {file ? 'Change the photo' : 'Add a photo of your dish'}
        </span>
        <span className={styles.hint}>
          {file ? file.name : 'JPEG or PNG, or a PDF of the recipe'}
        </span>
      </label>
      <input
        id={id}
        name="image"
        type="file"
        accept={PHOTO_ACCEPT}
        className={styles.input}
        disabled={disabled}
        aria-labelledby={`${id}-title`}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
