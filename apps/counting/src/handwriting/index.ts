export { HandwritingModule } from './handwriting.module';
