import { describe, expect, it } from 'vitest';
import {
  contentMatches,
  isMediaType,
  mediaExtension,
  mediaKind,
  normalizeContentType,
  sniffMediaType,
} from './media-types';

const hex = (text: string): Buffer => Buffer.from(text.replace(/\s+/g, ''), 'hex');
const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1');

describe('sniffMediaType', () => {
  it.each([
    ['JPEG (JFIF)', hex('FFD8FFE0 00104A46 49460001'), 'image/jpeg'],
    ['JPEG (Exif)', hex('FFD8FFE1 1C454578 69660000'), 'image/jpeg'],
    ['PNG', hex('89504E47 0D0A1A0A 0000000D 49484452'), 'image/png'],
    ['WebP', latin1('RIFF\x24\x00\x00\x00WEBPVP8 '), 'image/webp'],
    ['MP4 (isom)', latin1('\x00\x00\x00\x20ftypisom\x00\x00\x02\x00'), 'video/mp4'],
    ['MP4 (mp42)', latin1('\x00\x00\x00\x18ftypmp42'), 'video/mp4'],
    ['iPhone MOV', latin1('\x00\x00\x00\x14ftypqt  \x00\x00\x00\x00'), 'video/quicktime'],
  ] as const)('recognises %s', (_name, head, type) => {
    expect(sniffMediaType(head)).toBe(type);
  });

  it.each([
    ['text', latin1('Stack 12: 34 logs')],
    ['empty', Buffer.alloc(0)],
    ['JPEG cut to 2 bytes', hex('FFD8')],
    ['PNG signature incomplete', hex('89504E47 0D0A1A')],
    ['RIFF that is not WebP (WAV)', latin1('RIFF\x24\x00\x00\x00WAVEfmt ')],
    ['GIF', latin1('GIF89a\x01\x00\x01\x00\x00\x00')],
    ['PDF', latin1('%PDF-1.7\n%\xe2\xe3')],
    ['ftyp without a brand', latin1('\x00\x00\x00\x20ftyp')],
    ['ftyp at offset 0', latin1('ftypisom\x00\x00\x00\x00')],
    ['HTML', latin1('<!doctype html><script>')],
  ])('finds nothing in %s', (_name, head) => {
    expect(sniffMediaType(head)).toBeNull();
  });
});

describe('contentMatches', () => {
  it.each([
    ['image/jpeg', 'image/jpeg', true],
    ['image/jpeg', 'image/png', false],
    ['image/png', 'image/webp', false],
    ['image/webp', null, false],
    ['video/mp4', 'video/mp4', true],
    ['video/mp4', 'video/quicktime', true],
    ['video/quicktime', 'video/mp4', true],
    ['video/mp4', 'image/jpeg', false],
    ['image/jpeg', 'video/mp4', false],
  ] as const)('declared %s, found %s: %s', (declared, detected, expected) => {
    expect(contentMatches(declared, detected)).toBe(expected);
  });
});

describe('media type helpers', () => {
  it('normalises what browsers send', () => {
    expect(normalizeContentType(' Image/JPEG ')).toBe('image/jpeg');
    expect(normalizeContentType('video/mp4; codecs="avc1"')).toBe('video/mp4');
    expect(normalizeContentType('')).toBe('');
  });

  it('knows the accepted types, their kind and their extension', () => {
    expect(isMediaType('image/jpeg')).toBe(true);
    expect(isMediaType('image/gif')).toBe(false);
    expect(isMediaType('image/jpg')).toBe(false);
    expect(mediaKind('image/webp')).toBe('image');
    expect(mediaKind('video/quicktime')).toBe('video');
    expect(
      (['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/quicktime'] as const).map(
        mediaExtension,
      ),
    ).toEqual(['jpg', 'png', 'webp', 'mp4', 'mov']);
  });
});
