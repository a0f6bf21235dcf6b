import { Command } from '@nestjs/cqrs';

export class LogoutCommand extends Command<void> {
  constructor(readonly tokenId: string) {
    super();
  }
}
