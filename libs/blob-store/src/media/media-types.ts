/** The media the counting feature accepts (spec: photos and videos of log piles). */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/quicktime'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export type MediaKind = 'image' | 'video';

const MIB = 1024 * 1024;

/** Default maximum sizes: 30 MiB for an image, 500 MiB for a video. */
export const DEFAULT_MAX_BYTES: Readonly<Record<MediaKind, number>> = { image: 30 * MIB, video: 500 * MIB };

const EXTENSIONS: Readonly<Record<MediaType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};

export const isMediaType = (value: string): value is MediaType =>
  (MEDIA_TYPES as readonly string[]).includes(value);

export const mediaKind = (type: MediaType): MediaKind => (type.startsWith('image/') ? 'image' : 'video');

/** The file extension of stored media: from the checked type, never from the client's file name. */
export const mediaExtension = (type: MediaType): string => EXTENSIONS[type];

/**
 * `image/JPEG; charset=x` -> `image/jpeg`: the essence of a MIME type, lower case, without
 * parameters, as browsers send it in `File.type`.
 */
export const normalizeContentType = (value: string): string => value.split(';')[0]!.trim().toLowerCase();

/** How many leading bytes `sniffMediaType` needs. */
export const SNIFF_BYTES = 12;

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0): boolean =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * The media type that the first bytes of a file announce, or null: JPEG `FF D8 FF`, PNG's
 * 8-byte signature, WebP `RIFF....WEBP`, and ISO base media (MP4, QuickTime) `ftyp` at offset 4,
 * told apart by the major brand (`qt  ` is QuickTime, every other brand MP4).
 */
export function sniffMediaType(head: Buffer): MediaType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) {
    return 'image/jpeg';
  }
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return 'image/png';
  }
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) {
    return 'image/webp';
  }
  if (startsWith(head, ascii('ftyp'), 4) && head.length >= 12) {
    return startsWith(head, ascii('qt  '), 8) ? 'video/quicktime' : 'video/mp4';
  }
  return null;
}

/**
 * Whether content sniffed as `detected` may be stored as `declared`. Images must match exactly.
 * MP4 and QuickTime are one container family (phones label them loosely, players read both),
 * so either video type accepts either brand.
 */
export const contentMatches = (declared: MediaType, detected: MediaType | null): boolean =>
  detected !== null &&
  (declared === detected || (mediaKind(declared) === 'video' && mediaKind(detected) === 'video'));
