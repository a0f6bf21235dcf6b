import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { attachmentDisposition, PdfPrinter } from '@timber/exports';
import { templateLayout } from '@timber/handwriting';
import { translate } from '@timber/i18n';
import { requestContext } from '@timber/nest-kit';
import { TemplateOneClasses } from '../../template-one-classes';
import { handwritingTemplateHtml } from './handwriting-template-html';
import { HandwritingTemplateQuery } from './handwriting-template.query';

/**
 * A handwritten diameter sheet to print (issue 40): template one with a line per diameter class of
 * the standard (the stock-in sheet's, or the one named) in the range asked, at most a page's
 * lines; template two as it is. Laid out by handwritingTemplateHtml in the caller's language and
 * printed by headless Chromium on one A4 page. A refusal is answered in its envelope before any
 * byte of the file.
 */
@QueryHandler(HandwritingTemplateQuery)
export class HandwritingTemplateHandler implements IQueryHandler<HandwritingTemplateQuery> {
  constructor(
    private readonly classes: TemplateOneClasses,
    private readonly printer: PdfPrinter,
  ) {}

  async execute({ template, body, res }: HandwritingTemplateQuery): Promise<void> {
    const { locale } = requestContext();
    const layout = template === 1 ? templateLayout(1, await this.classes.of(body)) : templateLayout(2);
    const pdf = await this.printer.print(handwritingTemplateHtml(layout, locale));
    const title = translate(
      locale,
      template === 1 ? 'server.handwriting.titleOne' : 'server.handwriting.titleTwo',
    );
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('content-disposition', attachmentDisposition(`${title}.pdf`));
    res.setHeader('content-length', String(pdf.length));
    res.end(pdf);
  }
}
