import { randomBytes } from 'node:crypto';
import { type Stats } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { type Readable } from 'node:stream';
import { validateBlobKey, validateBlobPrefix, validateContentType } from '../blob-key';
import { type BlobBody, type BlobStat, type BlobStore } from '../blob-store';
import { BlobNotFoundError } from '../errors';

interface Sidecar {
  contentType: string;
}

/**
 * Blobs as files under `rootDir`:
 *
 * - `blobs/{key}`: the bytes, so a key's file is the plain media file;
 * - `meta/{key}.json`: the sidecar with the content type;
 * - `tmp/`: files being written. Each one is synced, then renamed into place, so a reader sees
 *   the old file or the whole new one. A failed write leaves nothing behind.
 *
 * Directories left empty by `delete` are removed. A key cannot be both a blob and a "folder" of
 * other keys (`a` and `a/b`), which S3 would allow; the keys this library makes never do that.
 */
export class LocalBlobStore implements BlobStore {
  private readonly blobsDir: string;
  private readonly metaDir: string;
  private readonly tmpDir: string;

  constructor(rootDir: string) {
    const root = resolve(rootDir);
    this.blobsDir = join(root, 'blobs');
    this.metaDir = join(root, 'meta');
    this.tmpDir = join(root, 'tmp');
  }

  async put(key: string, body: BlobBody, contentType: string): Promise<void> {
    validateBlobKey(key);
    validateContentType(contentType);
    const data = await this.writeTemp(body);
    const sidecar = await this.writeTemp(Buffer.from(JSON.stringify({ contentType } satisfies Sidecar)));
    try {
      // The bytes first: a crash between the two renames leaves the new bytes with the old type.
      await this.moveIntoPlace(data, this.blobPath(key));
      await this.moveIntoPlace(sidecar, this.metaPath(key));
    } finally {
      await Promise.all([rm(data, { force: true }), rm(sidecar, { force: true })]);
    }
  }

  async get(key: string): Promise<Readable> {
    validateBlobKey(key);
    const handle = await open(this.blobPath(key), 'r').catch((error: unknown) => {
      throw isMissing(error) ? new BlobNotFoundError(key) : error;
    });
    try {
      if (!(await handle.stat()).isFile()) {
        throw new BlobNotFoundError(key);
      }
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle.createReadStream();
  }

  async stat(key: string): Promise<BlobStat | null> {
    validateBlobKey(key);
    const file = await statOrNull(this.blobPath(key));
    if (!file?.isFile()) {
      return null;
    }
    return { size: file.size, contentType: await this.readContentType(key) };
  }

  async delete(key: string): Promise<void> {
    validateBlobKey(key);
    const path = this.blobPath(key);
    if ((await statOrNull(path))?.isDirectory()) {
      return; // a "folder" of other keys, not a blob
    }
    await rm(path, { force: true });
    await rm(this.metaPath(key), { force: true });
    await Promise.all([
      pruneEmptyDirs(dirname(path), this.blobsDir),
      pruneEmptyDirs(dirname(this.metaPath(key)), this.metaDir),
    ]);
  }

  async list(prefix: string): Promise<string[]> {
    validateBlobPrefix(prefix);
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const keys: string[] = [];
    await walk(join(this.blobsDir, ...folder.split('/').filter(Boolean)), folder, keys);
    return keys.filter((key) => key.startsWith(prefix)).sort();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private blobPath(key: string): string {
    return inside(this.blobsDir, join(this.blobsDir, ...key.split('/')));
  }

  private metaPath(key: string): string {
    return inside(this.metaDir, join(this.metaDir, ...key.split('/')) + '.json');
  }

  private async readContentType(key: string): Promise<string | null> {
    try {
      const sidecar = JSON.parse(await readFile(this.metaPath(key), 'utf8')) as Partial<Sidecar>;
      return typeof sidecar.contentType === 'string' ? sidecar.contentType : null;
    } catch (error) {
      if (isMissing(error) || error instanceof SyntaxError) {
        return null;
      }
      throw error;
    }
  }

  /** Writes `body` to a new file in tmp/ and syncs it; on failure the file is removed. */
  private async writeTemp(body: BlobBody): Promise<string> {
    await mkdir(this.tmpDir, { recursive: true });
    const path = join(this.tmpDir, randomBytes(12).toString('hex'));
    const handle = await open(path, 'wx');
    try {
      if (Buffer.isBuffer(body)) {
        await handle.writeFile(body);
      } else {
        for await (const chunk of body as AsyncIterable<Buffer | string>) {
          await handle.write(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        }
      }
      await handle.sync();
      await handle.close();
      return path;
    } catch (error) {
      await handle.close().catch(() => undefined); // already closed when close itself failed
      await rm(path, { force: true });
      throw error;
    }
  }

  /** Renames `from` to `to`, creating the folders; retried when a concurrent delete prunes them. */
  private async moveIntoPlace(from: string, to: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await mkdir(dirname(to), { recursive: true });
      try {
        await rename(from, to);
        return;
      } catch (error) {
        if (!(isCode(error, 'ENOENT') && attempt < 5)) {
          throw error;
        }
      }
    }
  }
}

function inside(root: string, path: string): string {
  if (!path.startsWith(root + sep)) {
    throw new Error(`path ${path} escapes ${root}`); // unreachable for validated keys
  }
  return path;
}

async function statOrNull(path: string): Promise<Stats | null> {
  try {
    return await stat(path);
  } catch (error) {
    if (isMissing(error)) {
      return null;
    }
    throw error;
  }
}

async function walk(dir: string, keyPrefix: string, into: string[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) {
      return;
    }
    throw error;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      await walk(join(dir, entry.name), `${keyPrefix}${entry.name}/`, into);
    } else if (entry.isFile()) {
      into.push(keyPrefix + entry.name);
    }
  }
}

/** Removes `dir` and its parents up to (not including) `root` while they are empty. */
async function pruneEmptyDirs(dir: string, root: string): Promise<void> {
  for (let current = dir; current.startsWith(root + sep); current = dirname(current)) {
    try {
      await rmdir(current);
    } catch (error) {
      if (isCode(error, 'ENOTEMPTY') || isCode(error, 'EEXIST') || isCode(error, 'ENOENT')) {
        return;
      }
      throw error;
    }
  }
}

const isCode = (error: unknown, code: string): boolean =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === code;

/** ENOTDIR: a path through a file (`a/b` when `a` is a blob) holds nothing either. */
const isMissing = (error: unknown): boolean => isCode(error, 'ENOENT') || isCode(error, 'ENOTDIR');
