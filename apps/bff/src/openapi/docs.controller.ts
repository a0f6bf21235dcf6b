import { Controller, Get, Res } from '@nestjs/common';
import { Public } from '@timber/nest-kit';
import { type Response } from 'express';
import { buildOpenApiDocument } from './openapi-document';

/** GET /api/docs: the OpenAPI document (a browsable page is mounted at /api/docs/ui). */
@Controller()
export class DocsController {
  private readonly document = buildOpenApiDocument();

  @Public()
  @Get('docs')
  json(@Res() res: Response): void {
    res.json(this.document);
  }
}
