import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MediaError } from '../errors';
import { makeJpeg, makePng, makeWebp } from '../testing/media-fixtures';
import { inspectImage } from './inspect-image';

describe('inspectImage', () => {
  let jpeg: Buffer;
  let png: Buffer;
  let webp: Buffer;

  beforeAll(async () => {
    [jpeg, png, webp] = await Promise.all([makeJpeg(320, 240), makePng(64, 48), makeWebp(30, 20)]);
  });

  it('gives the size of readable images', async () => {
    expect(await inspectImage(jpeg, 'image/jpeg')).toEqual({ width: 320, height: 240 });
    expect(await inspectImage(png, 'image/png')).toEqual({ width: 64, height: 48 });
    expect(await inspectImage(webp, 'image/webp')).toEqual({ width: 30, height: 20 });
  });

  it('swaps width and height for a photo taken on its side', async () => {
    const sideways = await sharp(jpeg).withMetadata({ orientation: 8 }).toBuffer();
    expect(await inspectImage(sideways, 'image/jpeg')).toEqual({ width: 240, height: 320 });
  });

  const broken = async (
    data: Buffer,
    type: 'image/jpeg' | 'image/png' | 'image/webp',
  ): Promise<MediaError> => {
    const error = await inspectImage(data, type).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).code).toBe('MEDIA.BROKEN');
    return error as MediaError;
  };

  it.each([0.9, 0.5, 0.2])(
    'finds a JPEG cut to %s of its length broken, though its header reads',
    async (fraction) => {
      const cut = jpeg.subarray(0, Math.floor(jpeg.length * fraction));
      expect((await sharp(cut).metadata()).width).toBe(320); // why metadata alone is not enough
      await broken(cut, 'image/jpeg');
    },
  );

  it('finds truncated PNG and WebP files broken', async () => {
    await broken(png.subarray(0, Math.floor(png.length * 0.6)), 'image/png');
    await broken(webp.subarray(0, Math.floor(webp.length * 0.6)), 'image/webp');
  });

  it('finds content of another format broken, and says why', async () => {
    const error = await broken(png, 'image/jpeg');
    expect(error.details).toEqual({ contentType: 'image/jpeg', reason: 'decoded as png' });
    await broken(Buffer.from('not an image at all'), 'image/png');
  });
});
