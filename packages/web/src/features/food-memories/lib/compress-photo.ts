// Shrinks a memory's photo in the browser before upload (docs/product.md sections 5 and 9: at most 1 MB
// and 1024 px on the longer side), so a phone's 8 MB photo goes up in a blink.
export const MEMORY_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export const COMPRESSION_FAILED = 'Failed to compress image. Please try a different image.';

const OPTIONS = {
  maxSizeMB: 1,
  maxWidthOrHeight: 1024,
  // The library's web worker loads its script from a CDN, which our Content Security Policy
  // (self only) refuses; on the main thread it takes a moment longer and needs nothing remote.
  useWebWorker: false,
};

export async function compressPhoto(file: File): Promise<File> {
  if (!MEMORY_PHOTO_ACCEPT.split(',').includes(file.type)) {
    throw new Error(`Not a JPEG, PNG or WebP photo: ${file.type || 'unknown type'}`);
  }
  // Loaded when a photo is picked: most visits to the feed never need its 50 kB.
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, OPTIONS);
}
