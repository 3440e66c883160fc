// The recipe photo: what it looks like now (the saved photo, or the one just chosen) and a file
// input to choose or replace it. The upload itself happens on save (docs/product.md section 8).
import { useEffect, useId, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { RecipeImage } from '@/components/ui/recipe-image';
import styles from './photo-field.module.css';
import sectionStyles from './editor-section.module.css';

interface PhotoFieldProps {
  imageUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
}

export function PhotoField({ imageUrl, file, onFile }: PhotoFieldProps) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- an object URL is a resource with a lifetime, made and revoked here
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  const shown = file ? preview : imageUrl;
  return (
    <section className={sectionStyles.section} aria-labelledby="photo-heading">
      <h2 id="photo-heading" className={sectionStyles.heading}>
        Photo
      </h2>
      <div className={styles.photo}>
        <RecipeImage image={shown} alt={shown ? 'The recipe photo' : ''} className={styles.image} />
        <div className={styles.pick}>
          <label htmlFor={inputId} className={styles.label}>
            <ImagePlus size={20} aria-hidden="true" />
            {shown ? 'Replace photo' : 'Choose a photo'}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className={styles.input}
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          />
          <p className={styles.hint}>
            {file ? `${file.name}: uploaded when you save.` : 'A bright, close-up shot works best.'}
          </p>
        </div>
      </div>
    </section>
  );
}
