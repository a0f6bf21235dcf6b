import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { StandardsModule } from '../standards';
import { DetailReader } from './detail-reader';
import { CarDiameterCategoryHandler } from './queries/car-diameter-category/car-diameter-category.handler';
import { DetailImagesHandler } from './queries/detail-images/detail-images.handler';
import { DetailWorkbookHandler } from './queries/detail-workbook/detail-workbook.handler';
import { DiameterCategoryHandler } from './queries/diameter-category/diameter-category.handler';
import { StockDiameterCategoryHandler } from './queries/stock-diameter-category/stock-diameter-category.handler';
import { WoodPiecesHandler } from './queries/wood-pieces/wood-pieces.handler';

/**
 * §2 Diameter data detail of a sheet or a stock row: its diameter categories, wood pieces, images
 * and workbook. It reads sheets and stock rows through SheetDetailSource and StockDetailSource
 * (detail-source.ts), which the modules named in `sources` export: the detail imports neither
 * context, so stock can send its queries without depending on sheets.
 */
@Module({})
export class DiameterDetailModule {
  static readingFrom(sources: Type[]): DynamicModule {
    return {
      module: DiameterDetailModule,
      imports: [StandardsModule, ...sources],
      providers: [
        DetailReader,
        DiameterCategoryHandler,
        CarDiameterCategoryHandler,
        StockDiameterCategoryHandler,
        WoodPiecesHandler,
        DetailImagesHandler,
        DetailWorkbookHandler,
      ],
    };
  }
}
