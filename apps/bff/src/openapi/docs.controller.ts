import { applyDecorators, Controller, Get, Req, Res, type Type } from '@nestjs/common';
import { DomainError } from '@timber/contracts';
import { Public, RequireLogin } from '@timber/nest-kit';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { serveFiles, setup } from 'swagger-ui-express';
import { type ApiDocsAccess } from '../config';
import { buildOpenApiDocument } from './openapi-document';

/** Where the browsable page is served (the BFF's global prefix /api before it). */
const UI_PATH = '/api/docs/ui';

/** The browsable page's files (swagger-ui-express: its HTML, its init script with the document, its assets). */
function docsPage(document: object): Router {
  const page = Router();
  page.use(serveFiles(document));
  page.get('/', setup(document));
  return page;
}

/**
 * The API's documentation under its access rule (API_DOCS, see apiDocsAccess): GET /api/docs the
 * OpenAPI document, GET /api/docs/ui the browsable page. With `login` both are a logged-in user's
 * (the session checked as for every call; the page is opened in a browser, which sends the web
 * app's token cookie, see TokenCookieMiddleware); with `off` no controller is made, so the paths
 * answer as any unknown path (a stranger 401, a user 404).
 */
export function docsController(access: Exclude<ApiDocsAccess, 'off'>): Type<unknown> {
  const rule = access === 'public' ? Public() : RequireLogin();

  @Controller()
  class DocsController {
    private readonly document = buildOpenApiDocument();
    private readonly page = docsPage(this.document);

    @Get('docs')
    @applyDecorators(rule)
    json(@Res() res: Response): void {
      res.json(this.document);
    }

    /** The page and its files, each answered by swagger-ui-express as if mounted at UI_PATH. */
    @Get(['docs/ui', 'docs/ui/*path'])
    @applyDecorators(rule)
    ui(@Req() req: Request, @Res() res: Response): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const next: NextFunction = (error?: unknown) =>
          reject(error instanceof Error ? error : new DomainError('COMMON.NOT_FOUND'));
        res.once('finish', () => resolve()).once('close', () => resolve());
        const rest = req.originalUrl.slice(UI_PATH.length);
        req.url = rest.startsWith('/') ? rest : `/${rest}`;
        req.baseUrl = UI_PATH;
        this.page(req, res, next);
      });
    }
  }
  return DocsController;
}
