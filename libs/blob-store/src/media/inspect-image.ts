import sharp from 'sharp';
import { MediaError } from '../errors';
import { type MediaType } from './media-types';

export interface ImageInfo {
  /** Width and height as the image is shown, after its EXIF orientation. */
  width: number;
  height: number;
}

const SHARP_FORMAT: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Decoding is checked on a small rendition: JPEG shrinks on load, so a 24 MP photo costs little. */
const PROBE_SIZE = 256;

/**
 * Proves that `data` is a readable image of `type` and returns its size; throws
 * `MediaError('MEDIA.BROKEN')` otherwise. Reading the header (sharp's metadata) is not enough:
 * a JPEG or PNG cut short still has a valid header, so the pixels are decoded too, failing on
 * truncation but tolerating the benign warnings some cameras' files raise.
 */
export async function inspectImage(data: Buffer, type: MediaType): Promise<ImageInfo> {
  const broken = (reason: string): MediaError =>
    new MediaError('MEDIA.BROKEN', `the file is not a readable ${type} image: ${reason}`, {
      contentType: type,
      reason,
    });
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(data, { failOn: 'truncated' }).metadata();
  } catch (error) {
    throw broken(firstLine(error));
  }
  if (metadata.format !== SHARP_FORMAT[type]) {
    throw broken(`decoded as ${metadata.format}`);
  }
  const { width, height } = metadata.autoOrient;
  if (!(width > 0 && height > 0)) {
    throw broken('no dimensions');
  }
  try {
    await sharp(data, { failOn: 'truncated' })
      .resize(PROBE_SIZE, PROBE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer();
  } catch (error) {
    throw broken(firstLine(error));
  }
  return { width, height };
}

const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();
