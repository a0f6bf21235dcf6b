export { DiameterRangesModule } from './diameter-ranges.module';
export { ListDiameterRangesQuery } from './queries/list-diameter-ranges/list-diameter-ranges.query';
