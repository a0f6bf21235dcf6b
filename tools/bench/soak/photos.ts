import {
  clientPasswordHash,
  COUNT_ORDER_STATUS,
  type CountCreated,
  type CountOrderRow,
  OSS_TYPE,
  ROUTES,
} from '@timber/contracts';
import { type ApiClient, demoPhotosDir, expectEventually, uploadMedia } from '@timber/testing';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';

const PHOTO_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/** A tenant user's login. */
export interface Login {
  username: string;
  password: string;
}

/** A count order the soak made, and the tenant's login that made it. */
interface Made {
  orderNo: string;
  login: Login;
}

/** The photos of log piles (DEMO_PHOTOS_DIR or the shared data set), or why there are none. */
export function pilePhotos(): { name: string; bytes: Buffer; contentType: string }[] | string {
  const dir = demoPhotosDir();
  if (!dir) {
    return 'no photos of log piles (set DEMO_PHOTOS_DIR)';
  }
  const names = readdirSync(dir)
    .filter((name) => PHOTO_TYPES[extname(name).toLowerCase()])
    .sort()
    .slice(0, 20);
  return names.map((name) => ({
    name,
    bytes: readFileSync(join(dir, name)),
    contentType: PHOTO_TYPES[extname(name).toLowerCase()]!,
  }));
}

export async function loggedIn(client: ApiClient, login: Login): Promise<ApiClient> {
  client.token = (
    await client.ok<{ accessToken: string }>('POST', ROUTES.login.path, {
      username: login.username,
      password: clientPasswordHash(login.password),
    })
  ).accessToken;
  return client;
}

/**
 * Every `seconds` the next tenant photographs a load: a user logs in, uploads the photo in parts
 * through the BFF as the web app does, makes a count order of it and logs out. Until stopped.
 */
export function startPhotos(
  client: () => ApiClient,
  logins: readonly Login[],
  seconds: number,
): { stop(): Promise<{ made: Made[]; errors: string[] }> } | string {
  const photos = pilePhotos();
  if (typeof photos === 'string') {
    return photos;
  }
  const made: Made[] = [];
  const errors: string[] = [];
  let stopped = false;
  const loop = (async () => {
    for (let index = 0; !stopped; index++) {
      const login = logins[index % logins.length]!;
      const photo = photos[index % photos.length]!;
      try {
        const api = await loggedIn(client(), login);
        const stored = await uploadMedia(api, photo.bytes, {
          fileName: photo.name,
          contentType: photo.contentType,
        });
        const created = await api.ok<CountCreated>('POST', ROUTES.countOrderCreate.path, {
          ossUrl: stored.ossUrl,
          ossType: OSS_TYPE.IMAGE,
        });
        made.push({ orderNo: created.orderNo, login });
        await api.ok(ROUTES.logout.method, ROUTES.logout.path);
      } catch (error) {
        errors.push(String(error));
      }
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { made, errors };
    },
  };
}

/**
 * Whether every photo's count order was counted (recognised or later; failed is not): waits up
 * to `timeoutMs` for the last ones, then answers the orders not counted.
 */
export async function uncounted(
  client: () => ApiClient,
  made: readonly Made[],
  timeoutMs: number,
): Promise<string[]> {
  const apis = new Map<string, ApiClient>();
  const statusOf = async (order: Made): Promise<CountOrderRow | undefined> => {
    const api = apis.get(order.login.username) ?? (await loggedIn(client(), order.login));
    apis.set(order.login.username, api);
    const page = await api.ok<{ records: CountOrderRow[] }>('POST', ROUTES.countOrderList.path, {
      orderNo: order.orderNo,
    });
    return page.records.find((row) => row.orderNo === order.orderNo);
  };
  let left = [...made];
  const counted = (row: CountOrderRow | undefined) =>
    row !== undefined && row.status >= COUNT_ORDER_STATUS.RECOGNISED;
  try {
    await expectEventually(
      async () => {
        const rows = await Promise.all(left.map(async (order) => ({ order, row: await statusOf(order) })));
        left = rows
          .filter(({ row }) => !counted(row) && row?.status !== COUNT_ORDER_STATUS.FAILED)
          .map(({ order }) => order);
        if (left.length > 0) {
          throw new Error(`${left.length} not counted yet`);
        }
      },
      timeoutMs,
      1000,
    );
  } catch {
    // the ones left are answered below
  }
  const rows = await Promise.all(made.map(async (order) => ({ order, row: await statusOf(order) })));
  return rows
    .filter(({ row }) => !counted(row))
    .map(({ order, row }) =>
      `${order.orderNo}: status ${row?.status ?? 'missing'} ${row?.errorCode ?? ''}`.trim(),
    );
}
