import { processCounter, processHistogram } from '@timber/telemetry';

/**
 * The recognition worker's metrics, in the process's registry (served on METRICS_PORT): its jobs
 * (the queue's depth is counting's, which enqueues and keeps running when the workers scale to
 * zero) and the detector's inference time.
 */
class WorkerMetrics {
  readonly jobWait = processHistogram(
    'queue_job_wait_seconds',
    "Time from a job's enqueueing to a worker first starting it, by queue",
    ['queue'] as const,
    [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600],
  );

  readonly completed = processCounter('queue_jobs_completed_total', 'Jobs this worker completed, by queue', [
    'queue',
  ] as const);

  readonly failed = processCounter(
    'queue_jobs_failed_total',
    'Jobs that failed for good on this worker (attempts used up, or not retryable), by queue',
    ['queue'] as const,
  );

  readonly inference = processHistogram(
    'detector_inference_duration_seconds',
    "The log-end detector's model run on one image, by input (photo, video_frame)",
    ['input'] as const,
    [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );

  readonly sheetReading = processHistogram(
    'handwriting_reading_duration_seconds',
    'Reading the photo of a handwritten diameter sheet whole (decode, locate, every box read, the flat page), by outcome (read, retake)',
    ['outcome'] as const,
    [0.1, 0.25, 0.5, 1, 2, 4, 8],
  );
}

let instance: WorkerMetrics | undefined;

/** The worker's metrics (made once, on first use). */
export function workerMetrics(): WorkerMetrics {
  instance ??= new WorkerMetrics();
  return instance;
}

/** Records one run of the detector's model (Detection.timings.inferMs: the ONNX run alone). */
export function observeInference(input: 'photo' | 'video_frame', inferMs: number): void {
  workerMetrics().inference.observe({ input }, inferMs / 1_000);
}

/** Records one whole reading of a sheet's photo. */
export function observeSheetReading(outcome: 'read' | 'retake', seconds: number): void {
  workerMetrics().sheetReading.observe({ outcome }, seconds);
}
