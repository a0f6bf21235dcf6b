import { Command } from '@nestjs/cqrs';

export class ClearCountsCommand extends Command<{ cleared: number }> {}
