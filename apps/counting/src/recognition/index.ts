export { RecognitionModule } from './recognition.module';
