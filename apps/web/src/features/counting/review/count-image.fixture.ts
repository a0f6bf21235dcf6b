import { type CountImageDetail } from '@timber/contracts';

/**
 * A counted photo of a count order for the review screen's unit tests: 640 × 480 px, recognised
 * (status 10), two circles found by the model, no reference yet; `patch` changes what a test needs.
 */
export const countImage = (patch: Partial<CountImageDetail> = {}): CountImageDetail => ({
  imgId: 7,
  seq: 1,
  ossUrl: 'origin/2026-11-23/a.jpg',
  width: 640,
  height: 480,
  status: 10,
  state: 4,
  manualDia: false,
  progress: 100,
  errorCode: null,
  modelVersion: 'v1',
  coordinate: [
    { x: 10, y: 10, r: 5, score: 0.9 },
    { x: 40, y: 40, r: 6, score: 0.8 },
  ],
  coordinateManual: null,
  reference: null,
  value: 2,
  cmPerPx: null,
  dia: null,
  volume: null,
  unmeasured: 0,
  ...patch,
});
