export { MeasurementsModule } from './measurements.module';
