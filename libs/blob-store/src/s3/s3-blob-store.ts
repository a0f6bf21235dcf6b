import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { validateBlobKey, validateBlobPrefix, validateContentType } from '../blob-key';
import { type BlobBody, type BlobStat, type BlobStore } from '../blob-store';
import { BlobNotFoundError } from '../errors';

/** S3's smallest part of a multipart upload (the last part excepted). */
export const S3_MIN_PART_SIZE = 5 * 1024 * 1024;

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, R2, ...); AWS when absent. */
  endpoint?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`; most S3-compatible services need it. */
  forcePathStyle?: boolean;
  /** Static keys; absent: the SDK's default chain (environment, profile, instance or pod role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /**
   * A stream body is sent in parts of this size (multipart upload), so memory stays bounded
   * whatever the size of the blob; a stream that ends within the first part is one PutObject.
   * Default 8 MiB; S3 requires at least 5 MiB (only tests go lower, against the fake server).
   */
  multipartPartSize?: number;
}

/**
 * Blobs as objects of one bucket, through `@aws-sdk/client-s3`. Objects appear whole or not at
 * all (PutObject, CompleteMultipartUpload); a failed stream upload is aborted.
 *
 * Checksums are computed only when an operation requires them (`WHEN_REQUIRED`): the SDK's newer
 * default (CRC32 on every upload, aws-chunked streaming) is not understood by many S3-compatible
 * services, and every body sent here is a buffer of known length signed by SigV4.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly partSize: number;

  constructor(options: S3BlobStoreOptions) {
    this.bucket = options.bucket;
    this.partSize = options.multipartPartSize ?? 8 * 1024 * 1024;
    if (!Number.isSafeInteger(this.partSize) || this.partSize < 1) {
      throw new RangeError(`multipartPartSize must be a positive integer, got ${this.partSize}`);
    }
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: options.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  async put(key: string, body: BlobBody, contentType: string): Promise<void> {
    validateBlobKey(key);
    validateContentType(contentType);
    if (Buffer.isBuffer(body)) {
      await this.putObject(key, body, contentType);
    } else {
      await this.putStream(key, body, contentType);
    }
  }

  async get(key: string): Promise<Readable> {
    validateBlobKey(key);
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(response.Body instanceof Readable)) {
        throw new Error(`GetObject ${key}: the response has no readable body`);
      }
      return response.Body;
    } catch (error) {
      throw isNotFound(error) ? new BlobNotFoundError(key) : error;
    }
  }

  async stat(key: string): Promise<BlobStat | null> {
    validateBlobKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null };
    } catch (error) {
      if (isNotFound(error)) {
        return null;
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    validateBlobKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string): Promise<string[]> {
    validateBlobPrefix(prefix);
    const keys: string[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined) {
          keys.push(object.Key);
        }
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken !== undefined);
    return keys.sort();
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }

  private async putObject(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentType: contentType,
      }),
    );
  }

  /** Reads at most one part ahead; parts go up one after the other. */
  private async putStream(key: string, body: Readable, contentType: string): Promise<void> {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];
    const sendPart = async (): Promise<void> => {
      uploadId ??= await this.createMultipartUpload(key, contentType);
      const partNumber = parts.length + 1;
      const part = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      const response = await this.client.send(
        new UploadPartCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: partNumber,
          Body: part,
          ContentLength: part.length,
        }),
      );
      parts.push({ PartNumber: partNumber, ETag: response.ETag });
    };
    try {
      for await (const chunk of body as AsyncIterable<Buffer | string>) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        pending.push(buffer);
        pendingBytes += buffer.length;
        if (pendingBytes >= this.partSize) {
          await sendPart();
        }
      }
      if (uploadId === undefined) {
        await this.putObject(key, Buffer.concat(pending, pendingBytes), contentType);
        return;
      }
      if (pendingBytes > 0) {
        await sendPart();
      }
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      if (uploadId !== undefined) {
        await this.abortMultipartUpload(key, uploadId, error);
      }
      throw error;
    }
  }

  private async createMultipartUpload(key: string, contentType: string): Promise<string> {
    const created = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
    );
    if (created.UploadId === undefined) {
      throw new Error(`CreateMultipartUpload ${key}: no upload id in the response`);
    }
    return created.UploadId;
  }

  /** Aborting frees the stored parts; when that fails too, both failures are reported. */
  private async abortMultipartUpload(key: string, uploadId: string, cause: unknown): Promise<void> {
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
      );
    } catch (abortError) {
      throw new AggregateError(
        [cause, abortError],
        `upload of ${key} failed and its multipart upload ${uploadId} could not be aborted`,
      );
    }
  }
}

/**
 * A missing object: NoSuchKey from GetObject, a bare 404 (NotFound) from HeadObject. A missing
 * bucket (NoSuchBucket) is a configuration error and stays one.
 */
const isNotFound = (error: unknown): boolean =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
