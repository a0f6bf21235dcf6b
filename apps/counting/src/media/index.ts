export { MEDIA_STORE } from './media-store';
export { MediaModule } from './media.module';
export { MediaRepository } from './media.repository';
