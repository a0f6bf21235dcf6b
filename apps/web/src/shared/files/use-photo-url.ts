import { useEffect, useState } from 'react';
import { apiHeaders } from './api-headers';

export type PhotoState =
  | { status: 'loading'; url: null }
  | { status: 'ready'; url: string }
  | { status: 'failed'; url: null };

/** The photo of an image (card or review) through the BFF (streamed, `cache-control: private`). */
export const photoPath = (imgId: number): string => `/api/count/img/photo/${imgId}`;

/**
 * The photo of an image as an object URL. An <img> cannot send the login token, so the photo is
 * fetched with it as a blob; the URL is revoked when the image changes or the screen closes.
 */
export function usePhotoUrl(imgId: number | null): PhotoState {
  const [state, setState] = useState<PhotoState & { imgId: number | null }>({
    imgId,
    status: 'loading',
    url: null,
  });
  if (state.imgId !== imgId) {
    setState({ imgId, status: 'loading', url: null });
  }

  useEffect(() => {
    if (imgId === null) {
      return undefined;
    }
    const controller = new AbortController();
    let url: string | null = null;
    const base = typeof location === 'undefined' ? '' : location.origin;
    fetch(new Request(`${base}${photoPath(imgId)}`, { headers: apiHeaders(), signal: controller.signal }))
      .then(async (response) => {
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.startsWith('image/')) {
          throw new Error(`photo ${imgId}: ${response.status}`);
        }
        const blob = await response.blob();
        if (controller.signal.aborted) {
          return;
        }
        url = URL.createObjectURL(blob);
        setState({ imgId, status: 'ready', url });
      })
      .catch(() => {
        if (!controller.signal.aborted) {
          setState({ imgId, status: 'failed', url: null });
        }
      });
    return () => {
      controller.abort();
      if (url) {
        URL.revokeObjectURL(url);
      }
    };
  }, [imgId]);

  const { imgId: _shown, ...photo } = state;
  return photo;
}

/**
 * The count image a log's picture reference names (`count-image:{imgId}`, a log counted on a
 * photo), or null for any other reference (a device's picture address).
 */
export function countImageId(pictureRef: string): number | null {
  const match = /^count-image:([1-9]\d{0,15})$/.exec(pictureRef);
  return match ? Number(match[1]) : null;
}
