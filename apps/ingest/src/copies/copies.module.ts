import { Module } from '@nestjs/common';
import { EnrolmentModule } from '../enrolment';
import { CopiesRepository } from './copies.repository';
import { DeviceChangedConsumer } from './events/device-changed.consumer';
import { ReferenceChangedConsumer } from './events/reference-changed.consumer';

/**
 * Ingest's copies of the devices and of inventory's references, kept from their events; a deleted
 * device loses its credentials (enrolment's).
 */
@Module({
  imports: [EnrolmentModule],
  controllers: [DeviceChangedConsumer, ReferenceChangedConsumer],
  providers: [CopiesRepository],
  exports: [CopiesRepository],
})
export class CopiesModule {}
