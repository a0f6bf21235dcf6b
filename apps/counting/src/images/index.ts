export { ImagesModule } from './images.module';
export { answerWithPhoto } from './photo-answer';
export { type PhotoFile } from './queries/image-photo/image-photo.query';
export { readStoredPhoto } from './stored-photo';
