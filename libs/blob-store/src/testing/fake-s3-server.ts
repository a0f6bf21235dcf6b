import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

/**
 * A small S3 for tests: one bucket, path-style, in memory, over real HTTP, so `S3BlobStore` is
 * tested through the real SDK (signing, XML, errors, retries). It implements what the store uses:
 * PutObject, GetObject, HeadObject, DeleteObject, ListObjectsV2 (paged) and multipart upload.
 * It checks the SigV4 credential's access key and every signed payload hash; anything else
 * (ranges, copies, aws-chunked bodies) is answered 501 so a test notices.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  objects: Map<string, StoredObject>;
  /** Multipart uploads begun and neither completed nor aborted. */
  pendingUploads: Map<string, PendingUpload>;
  /** Operations served, in order, e.g. `PutObject origin/x.jpg`. */
  log: string[];
  /** The next `times` requests for `operation` fail with 500 InternalError. */
  failNext(operation: S3Operation, times?: number): void;
  close(): Promise<void>;
}

export type S3Operation =
  | 'PutObject'
  | 'GetObject'
  | 'HeadObject'
  | 'DeleteObject'
  | 'ListObjectsV2'
  | 'CreateMultipartUpload'
  | 'UploadPart'
  | 'CompleteMultipartUpload'
  | 'AbortMultipartUpload';

export interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

interface PendingUpload {
  key: string;
  contentType: string;
  parts: Map<number, Buffer>;
}

export interface FakeS3Options {
  bucket?: string;
  accessKeyId?: string;
  /** Page size of ListObjectsV2 (S3: 1000); small values exercise paging. */
  maxKeys?: number;
}

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'media';
  const accessKeyId = options.accessKeyId ?? 'test-access-key';
  const pageSize = options.maxKeys ?? 1000;
  const objects = new Map<string, StoredObject>();
  const pendingUploads = new Map<string, PendingUpload>();
  const log: string[] = [];
  const failures = new Map<S3Operation, number>();

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    const query = url.searchParams;
    const body = await readBody(request);

    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
      return sendError(response, 403, 'AccessDenied', 'unknown or missing credential');
    }
    const payloadHash = header(request, 'x-amz-content-sha256');
    if (request.headers['content-encoding']?.includes('aws-chunked') || payloadHash.startsWith('STREAMING')) {
      return sendError(response, 501, 'NotImplemented', 'aws-chunked bodies are not supported here');
    }
    if (/^[0-9a-f]{64}$/.test(payloadHash) && sha256(body) !== payloadHash) {
      return sendError(response, 400, 'XAmzContentSHA256Mismatch', 'payload hash does not match');
    }
    if (decodeURIComponent(bucketName) !== bucket) {
      return sendError(response, 404, 'NoSuchBucket', `no bucket ${bucketName}`);
    }

    const operation = operationOf(request.method ?? '', key, query, request.headers);
    if (operation === null) {
      return sendError(response, 501, 'NotImplemented', `${request.method} ${request.url}`);
    }
    log.push(key ? `${operation} ${key}` : operation);
    const failuresLeft = failures.get(operation) ?? 0;
    if (failuresLeft > 0) {
      failures.set(operation, failuresLeft - 1);
      return sendError(response, 500, 'InternalError', `injected failure of ${operation}`);
    }

    switch (operation) {
      case 'PutObject': {
        objects.set(key, stored(body, header(request, 'content-type') || 'binary/octet-stream'));
        response.writeHead(200, { ETag: objects.get(key)!.etag }).end();
        return;
      }
      case 'GetObject':
      case 'HeadObject': {
        const object = objects.get(key);
        if (!object) {
          if (operation === 'HeadObject') {
            response.writeHead(404).end();
            return;
          }
          return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        response.writeHead(200, {
          'Content-Type': object.contentType,
          'Content-Length': object.body.length,
          ETag: object.etag,
          'Last-Modified': object.lastModified.toUTCString(),
        });
        response.end(operation === 'GetObject' ? object.body : undefined);
        return;
      }
      case 'DeleteObject': {
        objects.delete(key);
        response.writeHead(204).end();
        return;
      }
      case 'ListObjectsV2': {
        const prefix = query.get('prefix') ?? '';
        const maxKeys = Math.min(pageSize, Number(query.get('max-keys') ?? pageSize));
        const after = query.has('continuation-token')
          ? Buffer.from(query.get('continuation-token')!, 'base64url').toString()
          : (query.get('start-after') ?? '');
        const matching = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
        const page = matching.slice(0, maxKeys);
        const truncated = matching.length > page.length;
        const contents = page
          .map((k) => {
            const object = objects.get(k)!;
            return `<Contents><Key>${xml(k)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${xml(object.etag)}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
          })
          .join('');
        const next = truncated
          ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>`
          : '';
        return sendXml(
          response,
          `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
        );
      }
      case 'CreateMultipartUpload': {
        const uploadId = randomBytes(12).toString('hex');
        pendingUploads.set(uploadId, {
          key,
          contentType: header(request, 'content-type') || 'binary/octet-stream',
          parts: new Map(),
        });
        return sendXml(
          response,
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xml(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      case 'UploadPart': {
        const upload = pendingUploads.get(query.get('uploadId') ?? '');
        if (!upload || upload.key !== key) {
          return sendError(response, 404, 'NoSuchUpload', 'no such upload');
        }
        upload.parts.set(Number(query.get('partNumber')), body);
        response.writeHead(200, { ETag: etagOf(body) }).end();
        return;
      }
      case 'CompleteMultipartUpload': {
        const uploadId = query.get('uploadId') ?? '';
        const upload = pendingUploads.get(uploadId);
        if (!upload || upload.key !== key) {
          return sendError(response, 404, 'NoSuchUpload', 'no such upload');
        }
        const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) =>
          Number(m[1]),
        );
        const parts = numbers.map((n) => upload.parts.get(n));
        if (numbers.length === 0 || parts.some((part) => part === undefined)) {
          return sendError(response, 400, 'InvalidPart', 'a listed part was not uploaded');
        }
        pendingUploads.delete(uploadId);
        objects.set(key, stored(Buffer.concat(parts as Buffer[]), upload.contentType));
        return sendXml(
          response,
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xml(key)}</Key><ETag>${xml(objects.get(key)!.etag)}</ETag></CompleteMultipartUploadResult>`,
        );
      }
      case 'AbortMultipartUpload': {
        pendingUploads.delete(query.get('uploadId') ?? '');
        response.writeHead(204).end();
        return;
      }
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      sendError(response, 500, 'InternalError', error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    objects,
    pendingUploads,
    log,
    failNext(operation, times = 1) {
      failures.set(operation, times);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function operationOf(
  method: string,
  key: string,
  query: URLSearchParams,
  headers: IncomingMessage['headers'],
): S3Operation | null {
  if (headers['x-amz-copy-source'] !== undefined || headers.range !== undefined) {
    return null;
  }
  if (key === '') {
    return method === 'GET' && query.get('list-type') === '2' ? 'ListObjectsV2' : null;
  }
  switch (method) {
    case 'PUT':
      return query.has('uploadId') ? (query.has('partNumber') ? 'UploadPart' : null) : 'PutObject';
    case 'GET':
      return 'GetObject';
    case 'HEAD':
      return 'HeadObject';
    case 'DELETE':
      return query.has('uploadId') ? 'AbortMultipartUpload' : 'DeleteObject';
    case 'POST':
      return query.has('uploads')
        ? 'CreateMultipartUpload'
        : query.has('uploadId')
          ? 'CompleteMultipartUpload'
          : null;
    default:
      return null;
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const header = (request: IncomingMessage, name: string): string => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

const sha256 = (body: Buffer): string => createHash('sha256').update(body).digest('hex');

const etagOf = (body: Buffer): string => `"${createHash('md5').update(body).digest('hex')}"`;

const stored = (body: Buffer, contentType: string): StoredObject => ({
  body,
  contentType,
  etag: etagOf(body),
  lastModified: new Date(),
});

const xml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function sendXml(response: ServerResponse, body: string, status = 200): void {
  response
    .writeHead(status, { 'Content-Type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function sendError(response: ServerResponse, status: number, code: string, message: string): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  sendXml(response, `<Error><Code>${code}</Code><Message>${xml(message)}</Message></Error>`, status);
}
