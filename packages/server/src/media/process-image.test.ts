import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-errors.ts';
import {
  heicHeader,
  htmlPretendingToBeJpeg,
  jpeg,
  jpegWithGpsAndRotation,
  png,
  pngBomb,
  svg,
} from '../../test/helpers/images.ts';
import { processImage, VARIANT_WIDTHS } from './process-image.ts';
import { sniffImageType } from './sniff-image-type.ts';

async function statusOf(input: Buffer): Promise<number> {
  try {
    await processImage(input);
    return 200;
  } catch (err) {
    return err instanceof HttpError ? err.statusCode : 500;
  }
}

describe('sniffImageType', () => {
  it('reads the type from the bytes, not the name', async () => {
    expect(sniffImageType(await jpeg(10, 10))).toBe('jpeg');
    expect(sniffImageType(await png(10, 10))).toBe('png');
    expect(
      sniffImageType(
        await sharp(await png(10, 10))
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(sniffImageType(heicHeader())).toBe('heic');
    expect(sniffImageType(htmlPretendingToBeJpeg())).toBe('unknown');
    expect(sniffImageType(svg())).toBe('unknown');
    expect(sniffImageType(Buffer.alloc(0))).toBe('unknown');
  });
});

describe('processImage', () => {
  it('re-encodes to WebP in every width slot, never enlarging, with a placeholder', async () => {
    const result = await processImage(await jpeg(1200, 800));
    expect(result).toMatchObject({ width: 1200, height: 800 });
    expect(result.variants.map((v) => [v.slot, v.width])).toEqual([
      [400, 400],
      [800, 800],
      [1600, 1200],
    ]);
    for (const variant of result.variants) {
      expect((await sharp(variant.data).metadata()).format).toBe('webp');
    }
    expect(result.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(VARIANT_WIDTHS).toEqual([400, 800, 1600]);
  });

  it('strips GPS and every other metadata, and turns the photo upright', async () => {
    const input = await jpegWithGpsAndRotation();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const result = await processImage(input);
    // 600 x 300 with orientation 6 is a portrait photo once upright.
    expect(result).toMatchObject({ width: 300, height: 600 });
    for (const variant of result.variants) {
      const after = await sharp(variant.data).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(variant.data.includes(Buffer.from('RoastiePhone'))).toBe(false);
    }
  });

  it('refuses what is not a JPEG, PNG or WebP with 415, and a damaged photo with 400', async () => {
    expect(await statusOf(htmlPretendingToBeJpeg())).toBe(415);
    expect(await statusOf(svg())).toBe(415);
    expect(await statusOf(heicHeader())).toBe(415);
    const truncated = (await jpeg(400, 400)).subarray(0, 200);
    expect(await statusOf(truncated)).toBe(400);
  });

  it('refuses a decompression bomb by its header, before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2000);
    expect(await statusOf(bomb)).toBe(413);
  });
});
