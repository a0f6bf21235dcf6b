import { Query } from '@nestjs/cqrs';
import { type HandwritingTemplateQuery as Body } from '@timber/contracts';
import { type TemplateNumber } from '@timber/handwriting';
import { type Response } from 'express';

/** (chosen) /cmw/handwriting/template/{type}: writes the template to print to `res` as an A4 PDF. */
export class HandwritingTemplateQuery extends Query<void> {
  constructor(
    readonly template: TemplateNumber,
    readonly body: Body,
    readonly res: Response,
  ) {
    super();
  }
}
