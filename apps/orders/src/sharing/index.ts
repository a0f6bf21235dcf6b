export { SharingModule } from './sharing.module';
