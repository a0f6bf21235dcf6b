import { Query } from '@nestjs/cqrs';
import { type HandwritingTemplateQuery as Body, type HandwritingClasses } from '@timber/contracts';

/** (chosen) /cmw/handwriting/classes: template one's lines for the body it is printed with. */
export class HandwritingClassesQuery extends Query<HandwritingClasses> {
  constructor(readonly body: Body) {
    super();
  }
}
