import { Module } from '@nestjs/common';
import { StandardsModule } from '../standards';
import { DeviceSheetRepository } from './device-sheet.repository';
import { MeasurementReceivedConsumer } from './events/measurement-received.consumer';

/** The sheets measuring devices post to ingest, made pending sheets here (from `ingest.measurement.received`). */
@Module({
  imports: [StandardsModule],
  controllers: [MeasurementReceivedConsumer],
  providers: [DeviceSheetRepository],
})
export class DeviceSheetsModule {}
