import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { type BlobStore, createBlobStore, PartedUploads } from '@timber/blob-store';
import { COUNTING_CONFIG, type CountingConfig } from '../config';

/** The blob store the uploaded photos and videos are in (the recognition workers read it too). */
export const MEDIA_STORE = Symbol('MEDIA_STORE');
/** Parted uploads into MEDIA_STORE, in parts of MEDIA_PART_SIZE bytes. */
export const MEDIA_UPLOADS = Symbol('MEDIA_UPLOADS');

@Injectable()
class MediaStoreLifecycle implements OnApplicationShutdown {
  constructor(@Inject(MEDIA_STORE) private readonly store: BlobStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

export const MEDIA_PROVIDERS: Provider[] = [
  {
    provide: MEDIA_STORE,
    useFactory: (config: CountingConfig) => createBlobStore(config),
    inject: [COUNTING_CONFIG],
  },
  {
    provide: MEDIA_UPLOADS,
    useFactory: (store: BlobStore, config: CountingConfig) =>
      new PartedUploads(store, {
        partSize: config.MEDIA_PART_SIZE,
        maxVideoSeconds: config.VIDEO_MAX_SECONDS,
      }),
    inject: [MEDIA_STORE, COUNTING_CONFIG],
  },
  MediaStoreLifecycle,
];
