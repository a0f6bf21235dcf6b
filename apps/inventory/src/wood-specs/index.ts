export { WoodSpecsModule } from './wood-specs.module';
