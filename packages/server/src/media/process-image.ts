// Turns an uploaded photo into what Roastie stores: checked (type from the bytes, a pixel limit
// against decompression bombs), turned upright, every piece of metadata (GPS above all) dropped,
// and re-encoded to WebP at responsive widths, with a tiny blurred placeholder.
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../lib/http-errors.ts';
import { sniffImageType } from './sniff-image-type.ts';

/**
 * Width slots of the stored variants. Every image has all three, so every URL of the scheme
 * exists; a slot wider than the image holds the image at its own width (never enlarged).
 */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;
/** 40 megapixels: more than any phone camera, far less than a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;
const PLACEHOLDER_WIDTH = 16;

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

  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(400, "That photo looks damaged: it couldn't be read. Please try another.");
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    throw new HttpError(
      413,
      'That photo has far too many pixels: please choose one under 40 megapixels.',
    );
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
      width,
      height,
      variants,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, "That photo looks damaged: it couldn't be read. Please try another.");
  }
}
