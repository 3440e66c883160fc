// The public addresses of stored images. Each variant has its own immutable URL, so a replaced
// photo gets a new key rather than new bytes behind an old address.
export interface ImageInfo {
  /** The default variant: 800 px wide, or the widest there is below that. */
  url: string;
  /** For <img srcset>: every stored width. */
  srcSet: string;
  placeholder: string;
  width: number;
  height: number;
}

export const variantUrl = (key: string, width: number) => `/media/${key}/${width}.webp`;

/** The variant closest to `preferred` without going over, else the smallest. */
export function pickVariant(variants: readonly number[], preferred = 800): number {
  const sorted = [...variants].sort((a, b) => a - b);
  return sorted.filter((w) => w <= preferred).at(-1) ?? sorted[0] ?? preferred;
}

/** Each slot described by the width it really has; slots wider than the image collapse. */
function srcSet(key: string, slots: readonly number[], width: number): string {
  const byWidth = new Map<number, string>();
  for (const slot of [...slots].sort((a, b) => a - b)) {
    const actual = Math.min(slot, width);
    if (!byWidth.has(actual)) byWidth.set(actual, `${variantUrl(key, slot)} ${actual}w`);
  }
  return [...byWidth.values()].join(', ');
}

export function imageInfo(media: {
  key: string;
  variants: number[];
  placeholder: string;
  width: number;
  height: number;
}): ImageInfo {
  return {
    url: variantUrl(media.key, pickVariant(media.variants)),
    srcSet: srcSet(media.key, media.variants, media.width),
    placeholder: media.placeholder,
    width: media.width,
    height: media.height,
  };
}

/** Avatars are shown small: the 400 px slot, which every image has, so no lookup is needed. */
export function avatarUrl(avatarKey: string | null): string | null {
  return avatarKey ? variantUrl(avatarKey, 400) : null;
}
