// A video's length read from its MP4 or QuickTime boxes (ISO BMFF): the `mvhd` box inside `moov`
// holds the duration in units of its timescale. Read as the bytes stream past (the `moov` box may
// come before or after the frames' `mdat`), so nothing but `moov` is ever held in memory.

/** `moov` of a phone's video is a few hundred KiB; a larger one is not a video we can read. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

/**
 * Fed a file's bytes in order, finds the movie's duration in seconds: `push` each chunk, then
 * `durationS` is the duration once `moov` has passed (null before, or when the file has no
 * readable `mvhd` or says 0, as a fragmented MP4 may: its length is not known up front).
 */
export class VideoDurationReader {
  /** bytes of the box header being read (8, or 16 with a 64-bit size) */
  private header = Buffer.alloc(0);
  /** bytes left to skip of the current top-level box (not `moov`) */
  private skip = 0;
  /** `moov`'s content while it is read, and how many bytes it has */
  private moov: Buffer[] | null = null;
  private moovLeft = 0;
  private moovLength = 0;
  /** a box running to the end of the file (size 0), or a malformed one: nothing more to read */
  private done = false;
  durationS: number | null = null;

  push(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length && !this.done) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, chunk.length - at);
        this.skip -= n;
        at += n;
        continue;
      }
      if (this.moov) {
        const n = Math.min(this.moovLeft, chunk.length - at);
        this.moov.push(chunk.subarray(at, at + n));
        this.moovLeft -= n;
        at += n;
        if (this.moovLeft === 0) {
          this.durationS = mvhdDuration(Buffer.concat(this.moov, this.moovLength));
          this.moov = null;
          this.done = true;
        }
        continue;
      }
      const need = this.header.length < 8 ? 8 : this.header.readUInt32BE(0) === 1 ? 16 : 8;
      const n = Math.min(need - this.header.length, chunk.length - at);
      this.header = Buffer.concat([this.header, chunk.subarray(at, at + n)]);
      at += n;
      if (this.header.length < need) {
        continue;
      }
      const size32 = this.header.readUInt32BE(0);
      if (size32 === 1 && this.header.length < 16) {
        continue;
      }
      const type = this.header.toString('latin1', 4, 8);
      const size = size32 === 1 ? Number(this.header.readBigUInt64BE(8)) : size32;
      const body = size - this.header.length;
      this.header = Buffer.alloc(0);
      if (size32 === 0 || body < 0) {
        this.done = true;
      } else if (type === 'moov') {
        if (body > MAX_MOOV_BYTES) {
          this.done = true;
        } else {
          this.moov = [];
          this.moovLeft = body;
          this.moovLength = body;
          if (body === 0) {
            this.done = true;
          }
        }
      } else {
        this.skip = body;
      }
    }
  }
}

/** The duration in `moov`'s `mvhd` (version 0: 32-bit fields, 1: 64-bit), in seconds; null without. */
export function mvhdDuration(moov: Buffer): number | null {
  let at = 0;
  while (at + 8 <= moov.length) {
    const size32 = moov.readUInt32BE(at);
    const type = moov.toString('latin1', at + 4, at + 8);
    const headerLength = size32 === 1 ? 16 : 8;
    const size = size32 === 1 && at + 16 <= moov.length ? Number(moov.readBigUInt64BE(at + 8)) : size32;
    if (size < headerLength || at + size > moov.length) {
      return null;
    }
    if (type === 'mvhd') {
      const body = moov.subarray(at + headerLength, at + size);
      const version = body[0];
      if (version === 1 && body.length >= 32) {
        const timescale = body.readUInt32BE(20);
        const duration = Number(body.readBigUInt64BE(24));
        return timescale > 0 && duration > 0 ? duration / timescale : null;
      }
      if (version === 0 && body.length >= 20) {
        const timescale = body.readUInt32BE(12);
        const duration = body.readUInt32BE(16);
        return timescale > 0 && duration > 0 && duration !== 0xffffffff ? duration / timescale : null;
      }
      return null;
    }
    at += size;
  }
  return null;
}
