import { Body, Controller, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type Camera,
  CAMERA_UPLOAD_FIELD,
  type CamerasImported,
  cameraUploadFieldsSchema,
  DomainError,
  type PageResult,
  ROUTES,
} from '@timber/contracts';
import { type BodyOf, FileUpload, type ParamsOf, RouteBody, RouteParams, ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { Route } from '../../route';
import { ChangeCameraNumberCommand } from './commands/change-camera-number/change-camera-number.command';
import { CreateCameraCommand } from './commands/create-camera/create-camera.command';
import { DeleteCameraCommand } from './commands/delete-camera/delete-camera.command';
import { ImportCamerasCommand } from './commands/import-cameras/import-cameras.command';
import { UpdateCameraCommand } from './commands/update-camera/update-camera.command';
import { ListCamerasQuery } from './queries/list-cameras/list-cameras.query';

/** §9 upload part size: a csv file may be up to 10 MB. */
const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** §7 /ipcamera: pageData, add, edit, delete/{id}, upload, modify/cameraNo. */
@Controller()
export class CamerasController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.cameraList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.cameraList>): Promise<PageResult<Camera>> {
    return this.queries.execute(new ListCamerasQuery(body));
  }

  @Route(ROUTES.cameraCreate)
  create(@RouteBody() body: BodyOf<typeof ROUTES.cameraCreate>): Promise<{ id: string }> {
    return this.commands.execute(new CreateCameraCommand(body));
  }

  @Route(ROUTES.cameraUpdate)
  update(@RouteBody() body: BodyOf<typeof ROUTES.cameraUpdate>): Promise<void> {
    return this.commands.execute(new UpdateCameraCommand(body));
  }

  @Route(ROUTES.cameraDelete)
  delete(@RouteParams() params: ParamsOf<typeof ROUTES.cameraDelete>): Promise<void> {
    return this.commands.execute(new DeleteCameraCommand(params.id));
  }

  @Route(ROUTES.cameraChangeNumber)
  changeNumber(@RouteBody() body: BodyOf<typeof ROUTES.cameraChangeNumber>): Promise<void> {
    return this.commands.execute(new ChangeCameraNumberCommand(body.id, body.cameraNO));
  }

  /** §7: form data with adminPwd and the csv file in field mfile. */
  @Route(ROUTES.cameraImport)
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
