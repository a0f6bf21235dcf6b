import { Command } from '@nestjs/cqrs';
import { type SheetAccepted } from '@timber/contracts';
import { type PresentedToken } from '../../device-token';

/** A device's sheet as it arrived: validated by the handler, so a refusal reaches the device log. */
export class ReceiveSheetCommand extends Command<SheetAccepted> {
  constructor(
    readonly token: PresentedToken,
    readonly idempotencyKey: string | undefined,
    readonly body: unknown,
  ) {
    super();
  }
}
