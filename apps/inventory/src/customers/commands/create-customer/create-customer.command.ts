import { Command } from '@nestjs/cqrs';
import { type CustomerCreate, type CustomerCreated } from '@timber/contracts';

export class CreateCustomerCommand extends Command<CustomerCreated> {
  constructor(readonly input: CustomerCreate) {
    super();
  }
}
