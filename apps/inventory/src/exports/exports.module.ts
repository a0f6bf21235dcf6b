import { type DynamicModule, Module } from '@nestjs/common';
import { EXPORT_LIMIT } from '@timber/exports';

/** The configured row limit of a list workbook (EXPORT_LIMIT), for every context's exports. */
@Module({})
export class ExportsModule {
  static forRoot(maxRows: number): DynamicModule {
    return {
      module: ExportsModule,
      global: true,
      providers: [{ provide: EXPORT_LIMIT, useValue: maxRows }],
      exports: [EXPORT_LIMIT],
    };
  }
}
