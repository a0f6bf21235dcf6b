export { CarDataModule } from './car-data.module';
