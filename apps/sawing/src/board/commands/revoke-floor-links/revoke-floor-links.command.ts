import { Command } from '@nestjs/cqrs';
import { type SawLinks } from '@timber/contracts';

/** (chosen) /cutting/board/revoke: every floor link of the caller's tenant ends, new ones are issued. */
export class RevokeFloorLinksCommand extends Command<SawLinks> {}
