// A recipe photo in a fixed 4:3 frame (no layout shift), loaded lazily over its tiny blurred
// placeholder; no photo (or one that fails) shows a warm plate instead of a broken image.
import { useState } from 'react';
import { CookingPot } from 'lucide-react';
import styles from './recipe-image.module.css';

export interface RecipeImageSource {
  image: string | null;
  imageSrcSet?: string | null;
  imagePlaceholder?: string | null;
}

interface RecipeImageProps extends RecipeImageSource {
  /** Empty when the recipe name is right beside it. */
  alt: string;
  /** The `sizes` attribute: how wide the frame is at each viewport width. */
  sizes?: string;
  /** The first image on the page: load it at once, it is the largest thing a cook sees. */
  priority?: boolean;
  className?: string;
}

export function RecipeImage({
  image,
  imageSrcSet,
  imagePlaceholder,
  alt,
  sizes = '(min-width: 48rem) 22rem, 100vw',
  priority = false,
  className,
}: RecipeImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const frame = [styles.frame, className].filter(Boolean).join(' ');
  if (!image || failed === image) {
    return (
      <div
        className={`${frame} ${styles.empty}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <CookingPot size={40} aria-hidden="true" />
      </div>
    );
  }
  return (
    <div
      className={frame}
      style={imagePlaceholder ? { backgroundImage: `url("${imagePlaceholder}")` } : undefined}
    >
      <img
        src={image}
        srcSet={imageSrcSet ?? undefined}
        sizes={imageSrcSet ? sizes : undefined}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        width={800}
        height={600}
        className={styles.image}
        onError={() => setFailed(image)}
      />
    </div>
  );
}
