import { type DynamicModule, Module } from '@nestjs/common';
import { EXPORT_LIMIT, PdfPrinter } from '@timber/exports';

/**
 * What every context's files are made with: the configured row limit of a list workbook
 * (EXPORT_LIMIT), and the PDF printer (one headless Chromium, launched on first use, closed with
 * the application).
 */
@Module({})
export class ExportsModule {
  static forRoot(options: { maxRows: number; chromiumPath: string }): DynamicModule {
    return {
      module: ExportsModule,
      global: true,
      providers: [
        { provide: EXPORT_LIMIT, useValue: options.maxRows },
        { provide: PdfPrinter, useFactory: () => new PdfPrinter(options.chromiumPath) },
      ],
      exports: [EXPORT_LIMIT, PdfPrinter],
    };
  }
}
