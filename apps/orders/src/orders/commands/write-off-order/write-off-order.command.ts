import { Command } from '@nestjs/cqrs';

/** §7 /order/verification/{id}: a checked order is written off (§3 "written off": 10 → 15, final). */
export class WriteOffOrderCommand extends Command<{ id: string; status: number }> {
  constructor(readonly id: string) {
    super();
  }
}
