import { describe, expect, it } from 'vitest';
import { mvhdDuration, VideoDurationReader } from './video-duration';

const box = (type: string, body: Buffer): Buffer => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** A 64-bit-size box header (size field 1), as large `mdat` boxes have. */
const largeBox = (type: string, body: Buffer): Buffer => {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0);
  header.write(type, 4, 'latin1');
  header.writeBigUInt64BE(BigInt(16 + body.length), 8);
  return Buffer.concat([header, body]);
};

const mvhd0 = (timescale: number, duration: number): Buffer => {
  const body = Buffer.alloc(100);
  body.writeUInt32BE(timescale, 12);
  body.writeUInt32BE(duration, 16);
  return box('mvhd', body);
};

const mvhd1 = (timescale: number, duration: bigint): Buffer => {
  const body = Buffer.alloc(112);
  body[0] = 1;
  body.writeUInt32BE(timescale, 20);
  body.writeBigUInt64BE(duration, 24);
  return box('mvhd', body);
};

const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));
const frames = (n: number): Buffer => box('mdat', Buffer.alloc(n, 7));

/** The duration read from `file` fed in chunks of `size` bytes. */
const read = (file: Buffer, size: number): number | null => {
  const reader = new VideoDurationReader();
  for (let at = 0; at < file.length; at += size) {
    reader.push(file.subarray(at, at + size));
  }
  return reader.durationS;
};

describe('VideoDurationReader (the length in an MP4 or QuickTime file)', () => {
  it.each([1, 3, 7, 64, 100_000])('reads moov after mdat (a phone’s file), in chunks of %i bytes', (size) => {
    const file = Buffer.concat([ftyp, frames(5_000), box('moov', Buffer.concat([mvhd0(1000, 121_500)]))]);
    expect(read(file, size)).toBe(121.5);
  });

  it('reads moov before mdat (a streamable file) and skips the boxes before mvhd', () => {
    const moov = box('moov', Buffer.concat([box('udta', Buffer.alloc(20)), mvhd0(600, 360_000)]));
    expect(read(Buffer.concat([ftyp, moov, frames(1_000)]), 5)).toBe(600);
  });

  it('reads a version 1 mvhd (64-bit duration) and a 64-bit mdat size', () => {
    const file = Buffer.concat([
      ftyp,
      largeBox('mdat', Buffer.alloc(300)),
      box('moov', mvhd1(90_000, 16_200_000n)),
    ]);
    expect(read(file, 11)).toBe(180);
  });

  it('knows no length without moov, with a duration of 0 (a fragmented MP4) or a malformed box', () => {
    expect(read(Buffer.concat([ftyp, frames(100)]), 10)).toBeNull();
    expect(read(Buffer.concat([ftyp, box('moov', mvhd0(1000, 0))]), 10)).toBeNull();
    expect(mvhdDuration(Buffer.from([0, 0, 0, 200, 0x6d, 0x76, 0x68, 0x64]))).toBeNull();
  });
});
