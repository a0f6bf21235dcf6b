import { type DynamicModule, Module } from '@nestjs/common';
import { type ApiDocsAccess } from '../config';
import { docsController } from './docs.controller';

/** The OpenAPI document and its UI at /docs, as the configuration opens them (or none when off). */
@Module({})
export class DocsModule {
  static forRoot(access: ApiDocsAccess): DynamicModule {
    return { module: DocsModule, controllers: access === 'off' ? [] : [docsController(access)] };
  }
}
