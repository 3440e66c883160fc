// The sharp half of the media pipeline: a pixel limit against decompression bombs, turned upright,
// every piece of metadata (GPS above all) dropped, and re-encoded to WebP at responsive widths,
// with a tiny blurred placeholder. Runs inside the heavy-work worker (process-image.ts sends it
// there), so it answers a refusal as data: an error's status would not survive the thread hop.
import sharp, { type Metadata } from 'sharp';

/**
 * Width slots of the stored variants. Every image has all three, so every URL of the scheme
 * exists; a slot wider than the image holds the image at its own width (never enlarged).
 */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;
/** 40 megapixels: more than any phone camera, far less than a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;
const PLACEHOLDER_WIDTH = 16;

export interface EncodedVariant {
  slot: number;
  width: number;
  height: number;
  data: Uint8Array;
}

export type EncodedImage =
  | {
      ok: true;
      width: number;
      height: number;
      variants: EncodedVariant[];
      /** data:image/webp;base64,... of a 16 px wide blurred copy. */
      placeholder: string;
    }
  | { ok: false; status: 400 | 413; message: string };

const damaged = {
  ok: false,
  status: 400,
  message: "That photo looks damaged: it couldn't be read. Please try another.",
} as const;

export async function encodeImage(bytes: Uint8Array): Promise<EncodedImage> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return damaged;
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    return {
      ok: false,
      status: 413,
      message: 'That photo has far too many pixels: please choose one under 40 megapixels.',
    };
  }

  try {
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata by default.
    const upright = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = upright.info;
    const variants = await Promise.all(
      VARIANT_WIDTHS.map(async (slot) => {
        const out = await sharp(upright.data)
          .resize({ width: slot, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { slot, width: out.info.width, height: out.info.height, data: out.data };
      }),
    );
    const tiny = await sharp(upright.data)
      .resize({ width: PLACEHOLDER_WIDTH })
      .blur(1.2)
      .webp({ quality: 40 })
      .toBuffer();
    return {
      ok: true,
      width,
      height,
      variants,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    };
  } catch {
    return damaged;
  }
}
