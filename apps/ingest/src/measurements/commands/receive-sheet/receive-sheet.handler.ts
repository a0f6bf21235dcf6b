import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { idempotencyKeySchema, type SheetAccepted } from '@timber/contracts';
import { parseOrThrow, requestContext, ValidationFailed } from '@timber/nest-kit';
import { z } from 'zod';
import { requestHash } from '../../domain/measurement-rules';
import { type IntakeInput, SheetIntake } from '../../sheet-intake';
import { ReceiveSheetCommand } from './receive-sheet.command';
import { parseDeviceSheet } from './sheet-parser';

const keyHeaderSchema = z.object({ 'Idempotency-Key': idempotencyKeySchema });

/**
 * POST /v1/sheets: the key and the sheet are validated here (every problem named per field), then
 * SheetIntake checks the device's credential, its standard and the references against ingest's
 * copies and stores the sheet under its key with `ingest.measurement.received`, in a transaction
 * shared with the sheets that arrive at the same moment. A retry of a key gets the stored answer,
 * byte for byte; the same key with another sheet is refused. A refusal of a known device writes
 * `ingest.measurement.rejected` (its device log), an invalid sheet included.
 */
@CommandHandler(ReceiveSheetCommand)
export class ReceiveSheetHandler implements ICommandHandler<ReceiveSheetCommand> {
  constructor(private readonly intake: SheetIntake) {}

  execute({ token, idempotencyKey, body }: ReceiveSheetCommand): Promise<SheetAccepted> {
    const { locale, correlationId } = requestContext();
    const problems: string[] = [];
    const parse = <T>(read: () => T): T | undefined => {
      try {
        return read();
      } catch (error) {
        if (!(error instanceof ValidationFailed)) {
          throw error;
        }
        problems.push(error.details);
        return undefined;
      }
    };
    const key = parse(
      () => parseOrThrow(keyHeaderSchema, { 'Idempotency-Key': idempotencyKey }, locale)['Idempotency-Key'],
    );
    const sheet = parse(() => parseDeviceSheet(body, locale));
    const input: IntakeInput =
      key === undefined || sheet === undefined
        ? new ValidationFailed(problems.join('; '))
        : { key, sheet, hash: requestHash(sheet) };
    return this.intake.submit(token, input, correlationId);
  }
}
