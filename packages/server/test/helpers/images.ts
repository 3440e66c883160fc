// Test images made on the spot with sharp, so no binary fixtures live in the repository.
import zlib from 'node:zlib';
import sharp from 'sharp';

export const jpeg = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

/** A JPEG carrying GPS coordinates and an EXIF orientation of 6 (rotate 90° clockwise). */
export const jpegWithGpsAndRotation = () =>
  sharp({ create: { width: 600, height: 300, channels: 3, background: { r: 40, g: 160, b: 60 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'RoastiePhone', Model: 'Test' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();

export const png = (width = 300, height = 200) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 250, g: 220, b: 120, alpha: 1 } },
  })
    .png()
    .toBuffer();

const crc32 = (data: Buffer) => zlib.crc32(data);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A tiny file whose PNG header claims 50,000 x 50,000 pixels: a decompression bomb's shape. */
export function pngBomb(width = 50_000, height = 50_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  const idat = zlib.deflateSync(Buffer.alloc(1024));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const htmlPretendingToBeJpeg = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

export const svg = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
  );

/** The first bytes of an iPhone HEIC photo (an ISO-BMFF ftyp box with the heic brand). */
export const heicHeader = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic', 'ascii'), Buffer.alloc(64)]);

/** A multipart form for app.inject. */
export function form(
  fields: Record<string, string>,
  file?: { field: string; data: Buffer; name?: string; type?: string },
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) {
    data.append(
      file.field,
      new Blob([file.data], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'photo.jpg',
    );
  }
  return data;
}
