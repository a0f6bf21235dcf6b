import { type Readable } from 'node:stream';

/** A blob's bytes in memory (a photo, or a video of at most 500 MB). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
