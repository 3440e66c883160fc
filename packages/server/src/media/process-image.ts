// Turns an uploaded photo into what Roastie stores: the type checked from the bytes here, then
// the decoding and encoding (media/encode-image.ts) on a worker thread with a deadline
// (heavy-work/, docs/decisions/0015-security-hardening.md).
import { heavyWork } from '../heavy-work/heavy-work.ts';
import { HeavyWorkTimeout } from '../heavy-work/heavy-work-pool.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { EncodedImage } from './encode-image.ts';
import { sniffImageType } from './sniff-image-type.ts';

export { MAX_INPUT_PIXELS, VARIANT_WIDTHS } from './encode-image.ts';

export interface ProcessedVariant {
  slot: number;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: ProcessedVariant[];
  /** data:image/webp;base64,... of a 16 px wide blurred copy. */
  placeholder: string;
}

const unsupported = (message: string) => new HttpError(415, message);

/** Bytes back from a worker arrive as a plain Uint8Array; storage wants a Buffer (no copy). */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = sniffImageType(input);
  if (type === 'heic') {
    throw unsupported(
      'HEIC photos are not supported here yet: please choose a JPEG, PNG or WebP (on an iPhone, set Camera > Formats to "Most Compatible").',
    );
  }
  if (type === 'unknown') {
    throw unsupported(
      "That file isn't a photo Chef Roastie can read: please choose a JPEG, PNG or WebP.",
    );
  }

  let encoded: EncodedImage;
  try {
    encoded = await heavyWork().run('image', new Uint8Array(input));
  } catch (error) {
    if (error instanceof HttpError) throw error; // the kitchen is full (503)
    if (error instanceof HeavyWorkTimeout) {
      throw new HttpError(
        422,
        "Chef Roastie couldn't prepare that photo in time: please try a smaller one.",
      );
    }
    // The thread ended under the photo (out of memory, a crash in the decoder).
    throw new HttpError(400, "That photo looks damaged: it couldn't be read. Please try another.");
  }
  if (!encoded.ok) throw new HttpError(encoded.status, encoded.message);
  return {
    width: encoded.width,
    height: encoded.height,
    variants: encoded.variants.map((v) => ({ ...v, data: asBuffer(v.data) })),
    placeholder: encoded.placeholder,
  };
}
