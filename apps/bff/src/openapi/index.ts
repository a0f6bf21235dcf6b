export { DocsModule } from './docs.module';
export { buildOpenApiDocument } from './openapi-document';
