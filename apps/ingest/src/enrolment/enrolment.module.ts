import { Module } from '@nestjs/common';
import { DeviceCopies } from '../shared/device-copies';
import { CreateEnrolmentCodeHandler } from './commands/create-enrolment-code/create-enrolment-code.handler';
import { EnrolDeviceHandler } from './commands/enrol-device/enrol-device.handler';
import { RevokeDeviceHandler } from './commands/revoke-device/revoke-device.handler';
import { CredentialsRepository } from './credentials.repository';
import { EnrolmentController } from './enrolment.controller';

/** A device's enrolment: its one-time code, the credentials it is issued, their revocation. */
@Module({
  controllers: [EnrolmentController],
  providers: [
    DeviceCopies,
    CredentialsRepository,
    CreateEnrolmentCodeHandler,
    EnrolDeviceHandler,
    RevokeDeviceHandler,
  ],
  exports: [CredentialsRepository],
})
export class EnrolmentModule {}
