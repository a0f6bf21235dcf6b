export { readAll } from './read-all';
export { RecognitionEvents } from './recognition-events';
export { RecognizeImageHandler } from './recognize-image.handler';
export { RecognizeVideoHandler } from './recognize-video.handler';
