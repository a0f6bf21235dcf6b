export { LookupsModule } from './lookups.module';
