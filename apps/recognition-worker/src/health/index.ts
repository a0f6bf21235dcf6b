export { startHealthServer } from './health-server';
