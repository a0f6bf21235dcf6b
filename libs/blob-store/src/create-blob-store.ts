import { z } from 'zod';
import { type BlobStore } from './blob-store';
import { LocalBlobStore } from './local/local-blob-store';
import { S3BlobStore } from './s3/s3-blob-store';

/**
 * The blob store's environment variables, as a zod shape an app spreads into its own config
 * schema (`serviceConfigSchema.extend({ ...blobStoreConfigShape })`), so the whole environment
 * is read once, at boot. Cross-field rules (S3 needs a bucket) are checked by `createBlobStore`,
 * which an app also calls at boot.
 */
export const blobStoreConfigShape = {
  /** `local` (default): files under BLOB_DIR; `s3`: an S3 or S3-compatible bucket. */
  BLOB_STORE: z.enum(['local', 's3']).default('local'),
  /** Root folder of the local store; relative paths start at the process's working directory. */
  BLOB_DIR: z.string().min(1).default('.local/blobs'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).optional(),
  /** An S3-compatible service's address (MinIO, Ceph, R2, ...); AWS when absent. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** Static keys (both or neither); without them the SDK's default chain (e.g. a pod role) is used. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_SESSION_TOKEN: z.string().min(1).optional(),
};

export const blobStoreConfigSchema = z.object(blobStoreConfigShape).superRefine((config, context) => {
  if (config.BLOB_STORE !== 's3') {
    return;
  }
  for (const name of ['S3_BUCKET', 'S3_REGION'] as const) {
    if (config[name] === undefined) {
      context.addIssue({ code: 'custom', path: [name], message: 'required when BLOB_STORE=s3' });
    }
  }
  if ((config.S3_ACCESS_KEY_ID === undefined) !== (config.S3_SECRET_ACCESS_KEY === undefined)) {
    context.addIssue({
      code: 'custom',
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
  }
});

/** The environment variables as read (strings); defaults and parsing are applied by `createBlobStore`. */
export type BlobStoreConfigInput = z.input<typeof blobStoreConfigSchema>;
export type BlobStoreConfig = z.output<typeof blobStoreConfigSchema>;

/**
 * Validates the configuration and builds the store it names. Throws one error naming every
 * problem, e.g. `invalid blob store configuration:\n  S3_BUCKET: required when BLOB_STORE=s3`.
 * Accepts raw variables or an app's already parsed config (extra fields are ignored).
 */
export function createBlobStore(config: BlobStoreConfigInput | BlobStoreConfig = {}): BlobStore {
  const parsed = parseBlobStoreConfig(config);
  if (parsed.BLOB_STORE === 'local') {
    return new LocalBlobStore(parsed.BLOB_DIR);
  }
  return new S3BlobStore({
    bucket: parsed.S3_BUCKET!,
    region: parsed.S3_REGION!,
    endpoint: parsed.S3_ENDPOINT,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE,
    credentials:
      parsed.S3_ACCESS_KEY_ID !== undefined && parsed.S3_SECRET_ACCESS_KEY !== undefined
        ? {
            accessKeyId: parsed.S3_ACCESS_KEY_ID,
            secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
            sessionToken: parsed.S3_SESSION_TOKEN,
          }
        : undefined,
  });
}

export function parseBlobStoreConfig(config: BlobStoreConfigInput | BlobStoreConfig): BlobStoreConfig {
  const input = { ...config } as Record<string, unknown>;
  if (typeof input.S3_FORCE_PATH_STYLE === 'boolean') {
    input.S3_FORCE_PATH_STYLE = String(input.S3_FORCE_PATH_STYLE); // already parsed by the app
  }
  const parsed = blobStoreConfigSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`invalid blob store configuration:\n${problems}`);
  }
  return parsed.data;
}
