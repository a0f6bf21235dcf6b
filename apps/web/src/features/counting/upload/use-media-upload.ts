import { OSS_TYPE } from '@timber/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/base-query';
import { type CountOrderCreateApiResponse, useCountOrderCreateMutation } from '../counting.api';
import {
  browserUploadDeps,
  forgetUpload,
  isVideo,
  MediaUploadError,
  UploadCancelled,
  type UploadDeps,
  uploadMedia,
  type UploadProgress,
} from './media-upload';

export type CreatedCountOrder = CountOrderCreateApiResponse['data'];

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: UploadProgress; resumed: boolean }
  | { phase: 'creating'; progress: UploadProgress }
  | { phase: 'done'; order: CreatedCountOrder }
  | { phase: 'failed'; message: string }
  | { phase: 'cancelled' };

/**
 * Uploads a photo or video in parts and makes a count order of it (`/count/create {ossUrl,
 * ossType}`: 1 for a photo, 2 for a video), or several photos of one load, one after the other,
 * and makes one order of them (`moreOssUrls`), which refreshes the count-order list. The state tells the dialog what to show; `cancel` stops
 * the parts (the upload is kept, so the same file resumes on the next try).
 */
export function useMediaUpload(deps: UploadDeps = browserUploadDeps()) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [create] = useCountOrderCreateMutation();
  const controller = useRef<AbortController | null>(null);
  const depsRef = useRef(deps);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (files: readonly File[]): Promise<CreatedCountOrder | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const size = files.reduce((sum, file) => sum + file.size, 0);
      let progress: UploadProgress = { sent: 0, size };
      let resumed = false;
      setState({ phase: 'uploading', progress, resumed });
      try {
        // one file after the other: the kept upload (for a resume) is the one being sent
        const keys: string[] = [];
        let done = 0;
        for (const file of files) {
          const stored = await uploadMedia(file, depsRef.current, {
            signal: current.signal,
            onResume: () => (resumed = true),
            onProgress: (next) => {
              progress = { sent: done + next.sent, size };
              setState({ phase: 'uploading', progress, resumed });
            },
          });
          keys.push(stored.ossUrl);
          done += file.size;
        }
        const [ossUrl, ...more] = keys;
        if (ossUrl === undefined) {
          setState({ phase: 'idle' });
          return null;
        }
        setState({ phase: 'creating', progress });
        const answer = await create({
          body: {
            ossUrl,
            ossType: files.some(isVideo) ? OSS_TYPE.VIDEO : OSS_TYPE.IMAGE,
            ...(more.length > 0 ? { moreOssUrls: more } : {}),
          },
        }).unwrap();
        forgetUpload(depsRef.current.storage);
        setState({ phase: 'done', order: answer.data });
        return answer.data;
      } catch (error) {
        if (error instanceof UploadCancelled || current.signal.aborted) {
          setState({ phase: 'cancelled' });
        } else {
          setState({
            phase: 'failed',
            message: error instanceof MediaUploadError ? error.msg : errorMessage(error),
          });
        }
        return null;
      } finally {
        if (controller.current === current) {
          controller.current = null;
        }
      }
    },
    [create],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, start, cancel, reset };
}
