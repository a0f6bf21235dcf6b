import { Command } from '@nestjs/cqrs';

/** POST /count/delete/{orderNo}: an order below status 12 goes (kept as a deleted row). */
export class DeleteCountOrderCommand extends Command<void> {
  constructor(readonly orderNo: string) {
    super();
  }
}
