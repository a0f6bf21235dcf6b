import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type HandwritingClasses } from '@timber/contracts';
import { TemplateOneClasses } from '../../template-one-classes';
import { HandwritingClassesQuery } from './handwriting-classes.query';

/** Template one's lines, as its print lists them (refused as the print is). */
@QueryHandler(HandwritingClassesQuery)
export class HandwritingClassesHandler implements IQueryHandler<HandwritingClassesQuery> {
  constructor(private readonly classes: TemplateOneClasses) {}

  async execute({ body }: HandwritingClassesQuery): Promise<HandwritingClasses> {
    return { classes: await this.classes.of(body) };
  }
}
