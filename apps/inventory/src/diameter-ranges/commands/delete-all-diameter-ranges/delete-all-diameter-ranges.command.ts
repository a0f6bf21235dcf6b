import { Command } from '@nestjs/cqrs';
import { type DeletedCount } from '@timber/contracts';

export class DeleteAllDiameterRangesCommand extends Command<DeletedCount> {}
