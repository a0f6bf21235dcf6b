import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { attachmentDisposition, PdfPrinter } from '@timber/exports';
import { translate } from '@timber/i18n';
import { requestContext } from '@timber/nest-kit';
import { SHEET_KIND } from '../../domain/sheet-rules';
import { SheetPrintDataQuery } from '../sheet-print-data/sheet-print-data.query';
import { sheetPrintHtml } from './sheet-print-html';
import { SheetPrintPdfQuery } from './sheet-print-pdf.query';

/**
 * The printed sheet as a PDF: what getPrintData answers (an unknown sheet is refused with its
 * envelope before anything is sent), laid out by sheetPrintHtml in the caller's language and
 * printed by headless Chromium on A4. File name: the sheet's title and SPU.
 */
@QueryHandler(SheetPrintPdfQuery)
export class SheetPrintPdfHandler implements IQueryHandler<SheetPrintPdfQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly printer: PdfPrinter,
  ) {}

  async execute({ kind, id, res }: SheetPrintPdfQuery): Promise<void> {
    const { locale } = requestContext();
    const data = await this.queries.execute(new SheetPrintDataQuery(kind, id));
    const pdf = await this.printer.print(sheetPrintHtml(kind, data, locale));
    const title = translate(
      locale,
      kind === SHEET_KIND.IN ? 'server.print.stockInSheet' : 'server.print.stockOutSheet',
    );
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('content-disposition', attachmentDisposition(`${title}-${data.header.spu}.pdf`));
    res.setHeader('content-length', String(pdf.length));
    res.end(pdf);
  }
}
