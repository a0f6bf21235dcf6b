import { type CountCreated, type MediaStored, type MediaUploadPlan } from '@timber/contracts';
import { type APIRequestContext, type BrowserContext, type Page } from 'playwright-core';
import { type Envelope } from './ui';

// The API as the signed-in page calls it, for the counting browser tests' set-up.

/** The browser context's API calls with the login token (the app keeps it in a cookie). */
export async function apiOf(context: BrowserContext, page: Page) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'Business-Token')?.value ?? '';
  const headers = { authorization: `Bearer ${token}` };
  const data = async <T>(answer: ReturnType<APIRequestContext['get']>): Promise<T> => {
    const body = (await (await answer).json()) as Envelope<T>;
    if (body.code !== 0) {
      throw new Error(`the API answered ${body.code}: ${body.msg}`);
    }
    return body.data;
  };
  return {
    post: <T>(path: string, body?: unknown) =>
      data<T>(page.request.post(`/api${path}`, { headers, ...(body === undefined ? {} : { data: body }) })),
    get: <T>(path: string) => data<T>(page.request.get(`/api${path}`, { headers })),
    part: <T>(path: string, bytes: Buffer) =>
      data<T>(
        page.request.post(`/api${path}`, {
          headers,
          multipart: { part: { name: 'part', mimeType: 'application/octet-stream', buffer: bytes } },
        }),
      ),
  };
}

export type PageApi = Awaited<ReturnType<typeof apiOf>>;

/**
 * Uploads a photo (or a video) as the web app does (spec §7 Media upload: begin, parts, complete)
 * and counts it.
 */
export async function countPhoto(
  api: PageApi,
  bytes: Buffer,
  media: { fileName: string; contentType: string; ossType: 1 | 2 } = {
    fileName: 'pile.jpg',
    contentType: 'image/jpeg',
    ossType: 1,
  },
): Promise<CountCreated> {
  const plan = await api.post<MediaUploadPlan>('/media/upload/begin', {
    fileName: media.fileName,
    size: bytes.length,
    contentType: media.contentType,
  });
  for (let index = 0; index < plan.parts; index++) {
    await api.part(
      `/media/upload/${plan.uploadId}/part/${index}`,
      bytes.subarray(index * plan.partSize, (index + 1) * plan.partSize),
    );
  }
  const stored = await api.post<MediaStored>(`/media/upload/${plan.uploadId}/complete`);
  return api.post<CountCreated>('/count/create', { ossUrl: stored.ossUrl, ossType: media.ossType });
}
