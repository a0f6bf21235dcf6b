import { COUNT_IMAGE_STATUS } from '@timber/contracts';

// What the recognition worker's events may change. Plain functions, no framework.

/**
 * Whether an image still waits for the outcome of its recognition: uploaded (0) or in recognition
 * (5). Progress, a result or a failure is recorded only then. The worker publishes at least once
 * (a job run again, a worker killed after publishing and before its job completed), so whatever
 * arrives for an image already processed, confirmed or failed is a repetition and changes nothing.
 */
export function awaitsRecognition(imageStatus: number): boolean {
  return imageStatus === COUNT_IMAGE_STATUS.UPLOADED || imageStatus === COUNT_IMAGE_STATUS.PROCESSING;
}
