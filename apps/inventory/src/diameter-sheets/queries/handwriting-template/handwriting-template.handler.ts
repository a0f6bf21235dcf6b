import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError, type HandwritingTemplateQuery as Body } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { attachmentDisposition, PdfPrinter } from '@timber/exports';
import { TEMPLATE_ONE_CLASSES, templateLayout } from '@timber/handwriting';
import { translate } from '@timber/i18n';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { diameterClassesCm } from '@timber/volume';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { StandardResolver } from '../../../standards';
import { DiameterSheetRepository } from '../../diameter-sheet.repository';
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
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: DiameterSheetRepository,
    private readonly standards: StandardResolver,
    private readonly printer: PdfPrinter,
  ) {}

  async execute({ template, body, res }: HandwritingTemplateQuery): Promise<void> {
    const { locale } = requestContext();
    const layout = template === 1 ? templateLayout(1, await this.classesOf(body)) : templateLayout(2);
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

  /** Template one's lines: the standard's classes from `fromCm` (its first) to `toCm`, or a page's worth. */
  private classesOf(body: Body): Promise<number[]> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      let code = body.standard;
      if (body.stockInHeadId) {
        const sheet = await this.sheets.stockIn(trx, body.stockInHeadId);
        if (!sheet) {
          throw new DomainError('DIAMETER_SHEET.NOT_STOCK_IN');
        }
        code = sheet.standard;
      }
      if (!code) {
        throw new DomainError('HANDWRITING.STANDARD_NEEDED');
      }
      const all = diameterClassesCm(await this.standards.resolve(trx, code));
      const from = body.fromCm ?? all[0] ?? 1;
      const inRange = all.filter(
        (classCm) => classCm >= from && (body.toCm === undefined || classCm <= body.toCm),
      );
      const classes = body.toCm === undefined ? inRange.slice(0, TEMPLATE_ONE_CLASSES) : inRange;
      const to = body.toCm ?? all[all.length - 1] ?? from;
      if (classes.length === 0) {
        throw new DomainError('HANDWRITING.NO_CLASSES', { standard: code, from, to });
      }
      if (classes.length > TEMPLATE_ONE_CLASSES) {
        throw new DomainError('HANDWRITING.TOO_MANY_CLASSES', {
          max: TEMPLATE_ONE_CLASSES,
          count: classes.length,
          from,
          to,
        });
      }
      return classes;
    });
  }
}
