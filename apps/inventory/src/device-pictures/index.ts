export { DevicePicturesModule } from './device-pictures.module';
