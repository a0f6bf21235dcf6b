export { RecognitionQueue } from './recognition-queue';
export { RecognitionModule } from './recognition.module';
