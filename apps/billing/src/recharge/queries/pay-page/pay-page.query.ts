import { Query } from '@nestjs/cqrs';

/** The sandbox provider's pay page of a payment, as HTML. */
export class PayPageQuery extends Query<string> {
  constructor(readonly id: string) {
    super();
  }
}
