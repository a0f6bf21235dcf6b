import { OSS_TYPE } from '@timber/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/base-query';
import { type CountOrderCreateApiResponse, useCountOrderCreateMutation } from '../../../api/generated';
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
 * ossType}`: 1 for a photo, 2 for a video),
 * which refreshes the count-order list. The state tells the dialog what to show; `cancel` stops
 * the parts (the upload is kept, so the same file resumes on the next try).
 */
export function useMediaUpload(deps: UploadDeps = browserUploadDeps()) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [create] = useCountOrderCreateMutation();
  const controller = useRef<AbortController | null>(null);
  const depsRef = useRef(deps);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<CreatedCountOrder | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      let progress: UploadProgress = { sent: 0, size: file.size };
      let resumed = false;
      setState({ phase: 'uploading', progress, resumed });
      try {
        const stored = await uploadMedia(file, depsRef.current, {
          signal: current.signal,
          onResume: () => (resumed = true),
          onProgress: (next) => {
            progress = next;
            setState({ phase: 'uploading', progress: next, resumed });
          },
        });
        setState({ phase: 'creating', progress });
        const answer = await create({
          body: { ossUrl: stored.ossUrl, ossType: isVideo(file) ? OSS_TYPE.VIDEO : OSS_TYPE.IMAGE },
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
