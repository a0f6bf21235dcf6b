import { Command } from '@nestjs/cqrs';
import { type CustomerUpdate } from '@timber/contracts';

export class UpdateCustomerCommand extends Command<void> {
  constructor(readonly input: CustomerUpdate) {
    super();
  }
}
