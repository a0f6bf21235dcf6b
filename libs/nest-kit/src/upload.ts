import {
  applyDecorators,
  type CallHandler,
  type CustomDecorator,
  type ExecutionContext,
  HttpStatus,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  SetMetadata,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { DomainError } from '@timber/contracts';
import { type Request } from 'express';
import { type Observable } from 'rxjs';

const UPLOAD_FIELD = 'timber:upload-field';

/**
 * The route takes a multipart form with its file in `field` (and no JSON body); RequestShapeGuard
 * refuses any other body type on it, and a multipart body on every route without this mark.
 */
export const AcceptsUpload = (field: string): CustomDecorator => SetMetadata(UPLOAD_FIELD, field);

/** The file field of a route marked AcceptsUpload, or undefined. */
export const uploadFieldOf = (handler: object): string | undefined =>
  Reflect.getMetadata(UPLOAD_FIELD, handler) as string | undefined;

const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Multer's parse of one file in `field` (Nest's FileInterceptor), with its failures as the
 * caller's refusals: a file over `maxBytes` 413001; a form that is not multipart, has no boundary,
 * is cut short, has a malformed part header (a NUL or a line break in a file name), a file under
 * another field or more than one file 400008, naming the field; a file name with a control
 * character 400009.
 */
function uploadInterceptor(field: string, maxBytes: number): Type<NestInterceptor> {
  const Multer = FileInterceptor(field, { limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 21 } });
  class UploadInterceptor implements NestInterceptor {
    private readonly multer: NestInterceptor = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        await this.multer.intercept(context, { handle: () => undefined as unknown as Observable<unknown> });
      } catch (error) {
        throw error instanceof PayloadTooLargeException ||
          (error as { status?: number }).status === HttpStatus.PAYLOAD_TOO_LARGE
          ? new DomainError('COMMON.BODY_TOO_LARGE', { limit: `${Math.round(maxBytes / 1024)} KB` })
          : new DomainError('COMMON.BAD_MULTIPART', { field });
      }
      const file = context.switchToHttp().getRequest<Request & { file?: { originalname?: string } }>().file;
      if (file?.originalname && CONTROL.test(file.originalname)) {
        throw new DomainError('COMMON.BAD_FILE_NAME');
      }
      return next.handle();
    }
  }
  return mixin(UploadInterceptor);
}

/** `@FileUpload('entryXls', bytes)`: the route takes one file in that form field (see uploadInterceptor). */
export const FileUpload = (field: string, maxBytes: number): MethodDecorator =>
  applyDecorators(AcceptsUpload(field), UseInterceptors(uploadInterceptor(field, maxBytes)));
