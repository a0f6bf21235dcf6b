import { type DynamicModule, Module } from '@nestjs/common';
import { dataServiceImports } from '@timber/nest-kit';
import { INGEST_CONFIG, type IngestConfig } from './config';
import { CopiesRepository } from './copies/copies.repository';
import { DeviceChangedConsumer } from './copies/events/device-changed.consumer';
import { ReferenceChangedConsumer } from './copies/events/reference-changed.consumer';
import { CreateEnrolmentCodeHandler } from './enrolment/commands/create-enrolment-code/create-enrolment-code.handler';
import { EnrolDeviceHandler } from './enrolment/commands/enrol-device/enrol-device.handler';
import { RevokeDeviceHandler } from './enrolment/commands/revoke-device/revoke-device.handler';
import { CredentialsRepository } from './enrolment/credentials.repository';
import { EnrolmentController } from './enrolment/enrolment.controller';
import { ReceiveSheetHandler } from './measurements/commands/receive-sheet/receive-sheet.handler';
import { DeviceAccess } from './measurements/device-access';
import { MeasurementRepository } from './measurements/measurement.repository';
import { MeasurementsController } from './measurements/measurements.controller';
import { DeviceReferencesHandler } from './measurements/queries/device-references/device-references.handler';
import { SheetIntake } from './measurements/sheet-intake';

/** The device-facing API: enrolment, device credentials, measurement sheets with idempotency keys. */
@Module({})
export class IngestModule {
  static forRoot(config: IngestConfig): DynamicModule {
    return {
      module: IngestModule,
      imports: dataServiceImports('ingest', config, config.PORT),
      controllers: [
        EnrolmentController,
        MeasurementsController,
        // events: its copies of the devices and of inventory's references
        DeviceChangedConsumer,
        ReferenceChangedConsumer,
      ],
      providers: [
        { provide: INGEST_CONFIG, useValue: config },
        CopiesRepository,
        CredentialsRepository,
        MeasurementRepository,
        DeviceAccess,
        SheetIntake,
        CreateEnrolmentCodeHandler,
        EnrolDeviceHandler,
        RevokeDeviceHandler,
        ReceiveSheetHandler,
        DeviceReferencesHandler,
      ],
    };
  }
}
