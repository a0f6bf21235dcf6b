import { type HandwritingReading } from '@timber/contracts';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../../api/base-query';
import { useHandwritingReadingQuery } from '../sheets.api';
import { type HandwritingTemplate, uploadSheetPhoto } from './diameter-sheets-api';
import { checkSheetPhoto, type RETAKE_MESSAGES } from './sheet-photo-rules';

/** How often a photo being read is asked about: its reading takes about 2 s. */
export const READING_POLL_MS = 1000;

/** Why a photo gave no rows: what to retake (a reading's problem, a refused file), or the server's message. */
export type PhotoFailure = { retake: keyof typeof RETAKE_MESSAGES } | { message: string };

/** Where the reading of a photo stands. */
export type SheetPhotoState =
  | { step: 'closed' }
  | { step: 'sending'; template: HandwritingTemplate }
  | { step: 'reading' | 'read'; template: HandwritingTemplate; reading: HandwritingReading }
  | { step: 'failed'; template: HandwritingTemplate; failure: PhotoFailure };

const stateOf = (template: HandwritingTemplate, reading: HandwritingReading): SheetPhotoState =>
  reading.status === 'failed'
    ? { step: 'failed', template, failure: { retake: reading.problem ?? 'failed' } }
    : { step: reading.status, template, reading };

/**
 * A photo of a filled template sent and read: the file checked, sent, then its reading asked about
 * every second until it is read or has failed (the asking stops then, and when the screen closes).
 * A photo sent while another was on its way wins; closing forgets both.
 */
export function useSheetPhoto() {
  const [state, setState] = useState<SheetPhotoState>({ step: 'closed' });
  const attempt = useRef(0);
  const reading = state.step === 'reading' ? state : null;
  const polled = useHandwritingReadingQuery(
    { id: reading?.reading.id ?? '' },
    { skip: reading === null, pollingInterval: READING_POLL_MS, refetchOnMountOrArgChange: true },
  );

  // The reading's answer moves the state on as it comes (set while rendering: no effect, no flash).
  const answer = polled.data?.data;
  if (reading && answer?.id === reading.reading.id && answer.status !== 'reading') {
    setState(stateOf(reading.template, answer));
  } else if (reading && polled.isError) {
    setState({
      step: 'failed',
      template: reading.template,
      failure: { message: errorMessage(polled.error) },
    });
  }

  const read = useCallback((template: HandwritingTemplate, file: File) => {
    const mine = ++attempt.current;
    const refused = checkSheetPhoto(file);
    if (refused) {
      setState({ step: 'failed', template, failure: { retake: refused } });
      return;
    }
    setState({ step: 'sending', template });
    uploadSheetPhoto(template, file)
      .then((sent) => {
        if (attempt.current === mine) {
          setState(stateOf(template, sent));
        }
      })
      .catch((error: unknown) => {
        if (attempt.current === mine) {
          setState({ step: 'failed', template, failure: { message: errorMessage(error) } });
        }
      });
  }, []);

  const close = useCallback(() => {
    attempt.current += 1;
    setState({ step: 'closed' });
  }, []);

  return { state, read, close };
}
