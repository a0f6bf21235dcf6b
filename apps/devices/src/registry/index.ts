export { RegistryModule } from './registry.module';
