import {
  type Circle,
  COUNT_ORDER_STATUS,
  type CountCreated,
  type CountImageDetail,
  type CountOrderDetail,
  type CountOrderRow,
  OSS_TYPE,
  ROUTES,
} from '@timber/contracts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { type ApiClient } from '../../api-client';
import { uploadMedia } from '../../media-upload';
import { type StoryChapter, type StoryContext } from '../story';
import { realNow } from '../story-clock';

/** The repository's root (libs/testing/src/demo-story/chapters). */
const ROOT = join(__dirname, '..', '..', '..', '..', '..');
const DATASET_IMAGES = join('datasets', 'wood-log-counting', 'valid', 'images');
const photosBesideCheckout = resolve(ROOT, '..', 'shared', DATASET_IMAGES);

/**
 * Where the demo's photos of log piles are read from: the option, else DEMO_PHOTOS_DIR, else the
 * shared data sets beside the checkout. The
 * photos are read from there only: none is copied into the repository.
 */
export function demoPhotosDir(given = process.env['DEMO_PHOTOS_DIR']): string | undefined {
  if (given) {
    // a directory named is the one meant: no other is looked for
    return existsSync(given) ? given : undefined;
  }
  return existsSync(photosBesideCheckout) ? photosBesideCheckout : undefined;
}

/** What happens to a count after the worker counted it (the story's oldest first). */
type Afterwards =
  /** reviewed (a double-counted end taken out), measured and verified: final, a sheet may use it */
  | 'verified'
  /** the recognition missed logs: feedback for the model's provider, and the user's circles saved */
  | 'feedback'
  /** reviewed and every photo confirmed (12), waiting for a manager to verify it */
  | 'reviewed'
  /** as the worker left it (10) */
  | 'recognised';

/** The count orders of the three months: when, how many photos of the load, what follows. */
const COUNTS: readonly { daysAgo: number; photos: number; afterwards: Afterwards }[] = [
  { daysAgo: 83, photos: 1, afterwards: 'verified' },
  { daysAgo: 62, photos: 2, afterwards: 'verified' },
  { daysAgo: 40, photos: 1, afterwards: 'feedback' },
  { daysAgo: 17, photos: 1, afterwards: 'reviewed' },
  { daysAgo: 2, photos: 1, afterwards: 'recognised' },
];
const PHOTO_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};
/** How long one order may take to be counted (the worker needs well under a second a photo). */
const RECOGNITION_MS = 30_000;
const LOG_LENGTHS_M = [3.8, 4, 5.9, 6];

/** The count orders the chapter made (for the story's summary and the test). */
export interface CountingStory {
  orders: { id: number; orderNo: string; daysAgo: number; photos: number; logEnds: number }[];
  /** why the chapter made nothing, when it did not */
  skipped?: string;
}

export interface CountingChapterOptions {
  /** the photos' directory (DEMO_PHOTOS_DIR); see demoPhotosDir */
  photosDir?: string;
  log?: (line: string) => void;
}

/**
 * Counting (the "countKing" screens): now and then the yard photographs a lorry's load end-on and
 * lets the recognition worker count the log ends, as a user does: the photo uploaded in parts, a
 * count order made for it, the worker's circles awaited. The older counts were reviewed in the
 * point editor (a double-counted end taken out), measured against the pile's length and verified;
 * one was reported to the model's provider as missing logs, with the user's own circles saved;
 * one waits for a manager to verify it and the newest is as the worker left it. Without the
 * photos' directory the chapter makes nothing and says so.
 */
export function countingChapter(made: CountingStory, options: CountingChapterOptions = {}): StoryChapter {
  return {
    name: 'counting',
    async run(story) {
      const dir = demoPhotosDir(options.photosDir);
      const files = dir
        ? readdirSync(dir)
            .filter((name) => PHOTO_TYPES[extname(name).toLowerCase()] !== undefined)
            .sort()
        : [];
      if (!dir || files.length === 0) {
        const where = dir ?? options.photosDir ?? process.env['DEMO_PHOTOS_DIR'] ?? photosBesideCheckout;
        made.skipped = `counting chapter skipped: no photos of log piles in ${where} (set DEMO_PHOTOS_DIR to a directory of JPEG, PNG or WebP photos)`;
        options.log?.(made.skipped);
        return;
      }
      const counting = story.api('counting');
      const wanted = COUNTS.reduce((sum, count) => sum + count.photos, 0);
      const photos = pickPhotos(story, files, wanted).map((name) => ({
        name,
        bytes: readFileSync(join(dir, name)),
        contentType: PHOTO_TYPES[extname(name).toLowerCase()]!,
      }));
      for (const count of COUNTS) {
        const daysAgo = workingDay(story, count.daysAgo);
        const minutes = story.random.int(8 * 60, 15 * 60);
        await story.at(daysAgo, clock(minutes));
        const keys: string[] = [];
        for (const photo of photos.splice(0, count.photos)) {
          const stored = await uploadMedia(counting, photo.bytes, {
            fileName: photo.name,
            contentType: photo.contentType,
          });
          keys.push(stored.ossUrl);
        }
        const [first, ...more] = keys as [string, ...string[]];
        const created = await counting.ok<CountCreated>('POST', ROUTES.countOrderCreate.path, {
          ossUrl: first,
          ossType: OSS_TYPE.IMAGE,
          ...(more.length > 0 ? { moreOssUrls: more } : {}),
        });
        const order = await recognised(counting, created);
        // the yard looks at the count within the hour
        await story.at(daysAgo, clock(minutes + story.random.int(10, 50)));
        await follow(story, counting, order, count.afterwards);
        const final = await detail(counting, order.id);
        made.orders.push({
          id: order.id,
          orderNo: order.orderNo,
          daysAgo,
          photos: final.images.length,
          logEnds: final.qty,
        });
      }
    },
  };
}

/** `count` photos of the directory's, distinct while there are enough, chosen by the story. */
function pickPhotos(story: StoryContext, files: readonly string[], count: number): string[] {
  const left = [...files];
  const chosen: string[] = [];
  for (let i = 0; i < count; i++) {
    if (left.length === 0) {
      left.push(...files);
    }
    chosen.push(left.splice(story.random.int(0, left.length - 1), 1)[0]!);
  }
  return chosen;
}

/** The day `daysAgo`, or the Saturday before it when it is a Sunday (the yard is shut). */
function workingDay(story: StoryContext, daysAgo: number): number {
  return new Date(`${story.day(daysAgo)}T00:00:00Z`).getUTCDay() === 0 ? daysAgo + 1 : daysAgo;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const detail = (counting: ApiClient, id: number) =>
  counting.ok<CountOrderDetail>('GET', ROUTES.countOrderDetail.path.replace(':id', String(id)));

/**
 * Waits until the worker has counted every photo of the order (its row in the list at 10), reading
 * the list as the screen polls it; a failure or the time running out ends the story with why.
 */
async function recognised(counting: ApiClient, created: CountCreated): Promise<CountOrderDetail> {
  const deadline = realNow() + RECOGNITION_MS;
  for (;;) {
    const page = await counting.ok<{ records: CountOrderRow[] }>('POST', ROUTES.countOrderList.path, {
      orderNo: created.orderNo,
    });
    const row = page.records.find((record) => record.id === created.id);
    if (row?.status === COUNT_ORDER_STATUS.FAILED) {
      throw new Error(`count order ${created.orderNo}: recognition failed (${row.errorCode ?? 'no code'})`);
    }
    if (row && row.status >= COUNT_ORDER_STATUS.RECOGNISED) {
      return detail(counting, created.id);
    }
    if (realNow() > deadline) {
      throw new Error(
        `count order ${created.orderNo}: not counted within ${RECOGNITION_MS / 1000} s (status ${row?.status ?? 'missing'}, progress ${row?.progress ?? 0} %); is the recognition worker running?`,
      );
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** What the yard does with a count once the worker has counted it. */
async function follow(
  story: StoryContext,
  counting: ApiClient,
  order: CountOrderDetail,
  afterwards: Afterwards,
): Promise<void> {
  const save = (image: CountImageDetail, circles: Circle[], dia?: Record<string, unknown>) =>
    counting.ok<CountImageDetail>('POST', ROUTES.countReviewSave.path, {
      id: order.id,
      imgId: image.imgId,
      coordinateManual: circles,
      ...(dia ? { dia } : {}),
    });
  const confirmAll = async () => {
    for (const image of order.images) {
      await counting.ok('POST', ROUTES.countImageConfirm.path, { id: order.id, imgId: image.imgId });
    }
  };
  switch (afterwards) {
    case 'recognised':
      return;
    case 'feedback': {
      const image = order.images[0]!;
      await counting.ok('POST', ROUTES.countImageFeedback.path.replace(':id', String(image.imgId)), {
        comment: 'Small logs at the bottom of the pile were not counted',
      });
      // the user marks two of them by hand meanwhile
      await save(image, [...plain(image.coordinate), ...missed(image, 2)]);
      return;
    }
    case 'reviewed':
    case 'verified': {
      const logLengthM = story.random.pick(LOG_LENGTHS_M);
      const pileM = story.random.between(2.4, 4.2);
      for (const image of order.images) {
        await save(image, withoutWeakest(image.coordinate), {
          reference: pileReference(image, pileM),
          standard: 'ch',
          logLengthM,
        });
      }
      await confirmAll();
      if (afterwards === 'verified') {
        await counting.ok('POST', ROUTES.countOrderVerify.path.replace(':id', String(order.id)));
      }
      return;
    }
  }
}

/** The circles as the editor sends them back (without the detector's scores). */
const plain = (circles: readonly Circle[]): Circle[] => circles.map(({ x, y, r }) => ({ x, y, r }));

/** The detector's circles less its least sure one (the reviewer's double-counted end). */
function withoutWeakest(circles: readonly Circle[]): Circle[] {
  if (circles.length < 2) {
    return plain(circles);
  }
  const weakest = circles.reduce(
    (low, circle, index) => ((circle.score ?? 1) < (circles[low]!.score ?? 1) ? index : low),
    0,
  );
  return plain(circles.filter((_, index) => index !== weakest));
}

/** `count` circles the detector missed, marked at the pile's foot in its typical size. */
function missed(image: CountImageDetail, count: number): Circle[] {
  const width = image.width ?? 640;
  const height = image.height ?? 640;
  const radii = image.coordinate.map((circle) => circle.r).sort((a, b) => a - b);
  const r = radii[Math.floor(radii.length / 2)] ?? Math.round(width / 40);
  return Array.from({ length: count }, (_, i) => ({
    x: Math.round(Math.min(width - r, r * (2 + 2.2 * i))),
    y: Math.round(Math.max(r, height - r * 1.2)),
    r,
  }));
}

/** The pile's length (m) between its outermost circles: the photo's scale. */
function pileReference(image: CountImageDetail, lengthM: number) {
  const width = image.width ?? 640;
  const xs = image.coordinate.flatMap((circle) => [circle.x - circle.r, circle.x + circle.r]);
  const x1 = Math.max(0, Math.round(Math.min(...xs)));
  const x2 = Math.min(width, Math.round(Math.max(...xs)));
  // a pile of one log is no scale: the photo's width stands for the pile then
  return x2 - x1 >= 10
    ? { kind: 'pile' as const, x1, x2, lengthM }
    : { kind: 'pile' as const, x1: 0, x2: width, lengthM };
}
