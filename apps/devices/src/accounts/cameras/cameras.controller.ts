import { Body, Controller, HttpCode, Param, Post, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type Camera,
  CAMERA_UPLOAD_FIELD,
  cameraCreateSchema,
  cameraListQuerySchema,
  cameraNoChangeSchema,
  type CamerasImported,
  cameraUpdateSchema,
  cameraUploadFieldsSchema,
  DomainError,
  idParamSchema,
  type PageResult,
} from '@timber/contracts';
import { FileUpload, ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { ChangeCameraNumberCommand } from './commands/change-camera-number/change-camera-number.command';
import { CreateCameraCommand } from './commands/create-camera/create-camera.command';
import { DeleteCameraCommand } from './commands/delete-camera/delete-camera.command';
import { ImportCamerasCommand } from './commands/import-cameras/import-cameras.command';
import { UpdateCameraCommand } from './commands/update-camera/update-camera.command';
import { ListCamerasQuery } from './queries/list-cameras/list-cameras.query';

/** §9 upload part size: a csv file may be up to 10 MB. */
const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** §7 /ipcamera: pageData, add, edit, delete/{id}, upload, modify/cameraNo. */
@Controller('ipcamera')
export class CamerasController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('pageData')
  @HttpCode(200)
  list(
    @Body(new ZodPipe(cameraListQuerySchema)) body: z.infer<typeof cameraListQuerySchema>,
  ): Promise<PageResult<Camera>> {
    return this.queries.execute(new ListCamerasQuery(body));
  }

  @Post('add')
  @HttpCode(200)
  create(
    @Body(new ZodPipe(cameraCreateSchema)) body: z.infer<typeof cameraCreateSchema>,
  ): Promise<{ id: string }> {
    return this.commands.execute(new CreateCameraCommand(body));
  }

  @Post('edit')
  @HttpCode(200)
  update(@Body(new ZodPipe(cameraUpdateSchema)) body: z.infer<typeof cameraUpdateSchema>): Promise<void> {
    return this.commands.execute(new UpdateCameraCommand(body));
  }

  @Post('delete/:id')
  @HttpCode(200)
  delete(@Param(new ZodPipe(idParamSchema)) params: z.infer<typeof idParamSchema>): Promise<void> {
    return this.commands.execute(new DeleteCameraCommand(params.id));
  }

  @Post('modify/cameraNo')
  @HttpCode(200)
  changeNumber(
    @Body(new ZodPipe(cameraNoChangeSchema)) body: z.infer<typeof cameraNoChangeSchema>,
  ): Promise<void> {
    return this.commands.execute(new ChangeCameraNumberCommand(body.id, body.cameraNO));
  }

  /** §7: form data with adminPwd and the csv file in field mfile. */
  @Post('upload')
  @HttpCode(200)
  @FileUpload(CAMERA_UPLOAD_FIELD, UPLOAD_MAX_BYTES)
  upload(
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @Body(new ZodPipe(cameraUploadFieldsSchema)) fields: z.infer<typeof cameraUploadFieldsSchema>,
  ): Promise<CamerasImported> {
    if (!file) {
      throw new DomainError('IMPORT.NO_FILE', { field: CAMERA_UPLOAD_FIELD });
    }
    return this.commands.execute(new ImportCamerasCommand(file.buffer, fields.adminPwd));
  }
}
