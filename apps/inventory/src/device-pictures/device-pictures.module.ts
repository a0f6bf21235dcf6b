import { Module } from '@nestjs/common';
import { ChangePictureHandler } from './commands/change-picture/change-picture.handler';
import { DevicePictureRepository } from './device-picture.repository';
import { DevicePicturesController } from './device-pictures.controller';
import { ListDevicePicturesHandler } from './queries/list-device-pictures/list-device-pictures.handler';

/** §2 Images and counts: the pictures measuring devices sent with their logs, kept on the logs. */
@Module({
  controllers: [DevicePicturesController],
  providers: [DevicePictureRepository, ListDevicePicturesHandler, ChangePictureHandler],
})
export class DevicePicturesModule {}
