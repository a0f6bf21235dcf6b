export { ListWoodKindsQuery } from './queries/list-wood-kinds/list-wood-kinds.query';
export { WoodKindsModule } from './wood-kinds.module';
