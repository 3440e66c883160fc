// A user's photo, round. No photo, or one that fails to load, shows the default banana
// (docs/product.md section 8: "Avatar load fails: default banana image shown").
import { useState } from 'react';
import styles from './avatar.module.css';

/** The default avatar, a smiling banana (public/banana-avatar.svg). */
export const DEFAULT_AVATAR_SRC = '/banana-avatar.svg';

interface AvatarProps {
  src: string | null | undefined;
  /** Empty when the name is next to it anyway. */
  alt: string;
  size?: number;
  className?: string;
}

export function Avatar({ src, alt, size = 40, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : DEFAULT_AVATAR_SRC;
  return (
    <img
      src={shown}
      alt={alt}
      width={size}
      height={size}
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      onError={() => {
        if (shown !== DEFAULT_AVATAR_SRC) setFailedSrc(shown);
      }}
    />
  );
}
