import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A photo-like JPEG (noise compresses poorly, so it has some size). */
export const makeJpeg = (width = 320, height = 240): Promise<Buffer> =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

export const makePng = (width = 64, height = 48): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .png()
    .toBuffer();

export const makeWebp = (width = 64, height = 48): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .webp()
    .toBuffer();

/**
 * Bytes that open like an ISO base media file (an `ftyp` box with `brand`), then random data:
 * enough for the checks the library makes on videos (magic bytes, box size, length).
 */
export function makeIsoBmff(size: number, brand = 'isom'): Buffer {
  const data = randomBytes(size);
  data.writeUInt32BE(24, 0);
  data.write('ftyp', 4, 'latin1');
  data.write(brand.padEnd(4, ' ').slice(0, 4), 8, 'latin1');
  data.writeUInt32BE(0x200, 12);
  data.write('isommp41', 16, 'latin1');
  return data;
}

/** `data` cut into parts of `partSize` bytes (the last one shorter). */
export const splitParts = (data: Buffer, partSize: number): Buffer[] =>
  Array.from({ length: Math.ceil(data.length / partSize) }, (_, i) =>
    data.subarray(i * partSize, (i + 1) * partSize),
  );
