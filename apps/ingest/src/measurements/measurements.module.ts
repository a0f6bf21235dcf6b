import { Module } from '@nestjs/common';
import { CopiesModule } from '../copies';
import { EnrolmentModule } from '../enrolment';
import { ReceiveSheetHandler } from './commands/receive-sheet/receive-sheet.handler';
import { DeviceAccess } from './device-access';
import { MeasurementRepository } from './measurement.repository';
import { MeasurementsController } from './measurements.controller';
import { DeviceReferencesHandler } from './queries/device-references/device-references.handler';
import { SheetIntake } from './sheet-intake';

/** The measurement sheets devices send (with idempotency keys), and the references a device may name. */
@Module({
  imports: [CopiesModule, EnrolmentModule],
  controllers: [MeasurementsController],
  providers: [MeasurementRepository, DeviceAccess, SheetIntake, ReceiveSheetHandler, DeviceReferencesHandler],
})
export class MeasurementsModule {}
