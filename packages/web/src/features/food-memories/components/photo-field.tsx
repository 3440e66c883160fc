// The memory's photo: a JPEG, PNG or WebP, shrunk in the browser to at most 1 MB and 1024 px
// before it is kept. If it cannot be shrunk, the cook is told exactly as docs/product.md section 8 says.
import { useEffect, useId, useState } from 'react';
import fieldStyles from '@/components/ui/text-field.module.css';
import { COMPRESSION_FAILED, compressPhoto, MEMORY_PHOTO_ACCEPT } from '../lib/compress-photo';
import styles from './photo-field.module.css';

interface PhotoFieldProps {
  photo: File | null;
  onChange: (photo: File | null) => void;
  /** Told while a photo is being shrunk, so the form can wait for it. */
  onBusyChange: (busy: boolean) => void;
}

/** A local address for the picked photo, released when it is replaced or the form closes. */
function usePreviewUrl(): [string | null, (photo: File | null) => void] {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const show = (photo: File | null) =>
    setUrl(photo && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(photo) : null);
  return [url, show];
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function PhotoField({ photo, onChange, onBusyChange }: PhotoFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [preview, showPreview] = usePreviewUrl();

  const pick = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    onBusyChange(true);
    try {
      const compressed = await compressPhoto(file);
      onChange(compressed);
      showPreview(compressed);
    } catch (error) {
      console.warn('Image compression failed', error);
      window.alert(COMPRESSION_FAILED);
      input.value = '';
      onChange(null);
      showPreview(null);
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        Photo
      </label>
      <input
        id={id}
        type="file"
        accept={MEMORY_PHOTO_ACCEPT}
        className={styles.input}
        aria-describedby={`${id}-status`}
        onChange={(event) => void pick(event.currentTarget)}
      />
      <div className={styles.row}>
        {preview ? <img src={preview} alt="" className={styles.preview} /> : null}
        <p id={`${id}-status`} className={fieldStyles.hint} aria-live="polite">
          {busy
            ? 'Getting your photo ready…'
            : photo
              ? `Ready to share (${kilobytes(photo.size)}).`
              : 'A JPEG, PNG or WebP photo of your dish.'}
        </p>
      </div>
    </div>
  );
}
