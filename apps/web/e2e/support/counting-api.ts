import { type CountCreated, type MediaStored, type MediaUploadPlan } from '@timber/contracts';
import { type APIRequestContext, type BrowserContext, type Page } from 'playwright-core';

// The API as the signed-in page calls it, for the counting browser tests' set-up.

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

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

/** Uploads a photo as the web app does (spec §7 Media upload: begin, parts, complete) and counts it. */
export type PageApi = Awaited<ReturnType<typeof apiOf>>;

export async function countPhoto(api: PageApi, photo: Buffer): Promise<CountCreated> {
  const plan = await api.post<MediaUploadPlan>('/media/upload/begin', {
    fileName: 'pile.jpg',
    size: photo.length,
    contentType: 'image/jpeg',
  });
  for (let index = 0; index < plan.parts; index++) {
    await api.part(
      `/media/upload/${plan.uploadId}/part/${index}`,
      photo.subarray(index * plan.partSize, (index + 1) * plan.partSize),
    );
  }
  const media = await api.post<MediaStored>(`/media/upload/${plan.uploadId}/complete`);
  return api.post<CountCreated>('/count/create', { ossUrl: media.ossUrl, ossType: 1 });
}
