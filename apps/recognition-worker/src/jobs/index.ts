export type { JobHandler, JobRun } from './job-handler';
export { startQueueWorker } from './queue-worker';
