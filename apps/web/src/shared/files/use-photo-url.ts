import { useEffect, useState } from 'react';
import { apiHeaders } from './api-headers';

export type PhotoState =
  | { status: 'loading'; url: null }
  | { status: 'ready'; url: string }
  | { status: 'failed'; url: null };

/** The photo of an image (card or review) through the BFF (streamed, `cache-control: private`). */
export const photoPath = (imgId: number): string => `/api/count/img/photo/${imgId}`;

/** An image the API answers (JPEG, PNG, WebP), read with GET or, for a route that reads by POST, POST. */
export interface ImageRequest {
  path: string;
  method?: 'GET' | 'POST';
}

/**
 * The photo of an image as an object URL. An <img> cannot send the login token, so the photo is
 * fetched with it as a blob; the URL is revoked when the image changes or the screen closes.
 */
export function usePhotoUrl(imgId: number | null): PhotoState {
  return useImageUrl(imgId === null ? null : { path: photoPath(imgId) });
}

/**
 * An image of the API as an object URL (a count image's photo, a handwritten sheet's flat page):
 * fetched with the login token as a blob, revoked when the image changes or the screen closes.
 */
export function useImageUrl(request: ImageRequest | null): PhotoState {
  const path = request?.path ?? null;
  const method = request?.method ?? 'GET';
  const [state, setState] = useState<PhotoState & { path: string | null }>({
    path,
    status: 'loading',
    url: null,
  });
  if (state.path !== path) {
    setState({ path, status: 'loading', url: null });
  }

  useEffect(() => {
    if (path === null) {
      return undefined;
    }
    const controller = new AbortController();
    let url: string | null = null;
    const base = typeof location === 'undefined' ? '' : location.origin;
    // a POST read takes an empty JSON body, as the download routes do
    const init: RequestInit =
      method === 'POST'
        ? { method, headers: { ...apiHeaders(), 'content-type': 'application/json' }, body: '{}' }
        : { headers: apiHeaders() };
    fetch(new Request(`${base}${path}`, { ...init, signal: controller.signal }))
      .then(async (response) => {
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.startsWith('image/')) {
          throw new Error(`image ${path}: ${response.status}`);
        }
        const blob = await response.blob();
        if (controller.signal.aborted) {
          return;
        }
        url = URL.createObjectURL(blob);
        setState({ path, status: 'ready', url });
      })
      .catch(() => {
        if (!controller.signal.aborted) {
          setState({ path, status: 'failed', url: null });
        }
      });
    return () => {
      controller.abort();
      if (url) {
        URL.revokeObjectURL(url);
      }
    };
  }, [path, method]);

  const { path: _shown, ...image } = state;
  return image;
}

/**
 * The count image a log's picture reference names (`count-image:{imgId}`, a log counted on a
 * photo), or null for any other reference (a device's picture address).
 */
export function countImageId(pictureRef: string): number | null {
  const match = /^count-image:([1-9]\d{0,15})$/.exec(pictureRef);
  return match ? Number(match[1]) : null;
}
