import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type HandwritingTemplateQuery } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { TEMPLATE_ONE_CLASSES } from '@timber/handwriting';
import { caller, DB } from '@timber/nest-kit';
import { diameterClassesCm } from '@timber/volume';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { StandardResolver } from '../standards';
import { DiameterSheetRepository } from './diameter-sheet.repository';

/**
 * Template one's lines (issue 40): the diameter classes a printed template one lists, in order, for
 * the body it was printed with. The printer lays them out; /cmw/handwriting/classes answers them so
 * that each line read from a photo is given its class: both from here, so they cannot differ.
 */
@Injectable()
export class TemplateOneClasses {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: DiameterSheetRepository,
    private readonly standards: StandardResolver,
  ) {}

  /** Template one's lines: the standard's classes from `fromCm` (its first) to `toCm`, or a page's worth. */
  of(body: HandwritingTemplateQuery): Promise<number[]> {
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
