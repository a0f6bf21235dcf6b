import { type DynamicModule, Module } from '@nestjs/common';
import { AppValuesModule, dataServiceImports } from '@timber/nest-kit';
import { INGEST_CONFIG, type IngestConfig } from './config';
import { CopiesModule } from './copies';
import { EnrolmentModule } from './enrolment';
import { MeasurementsModule } from './measurements';

/** The device-facing API: enrolment, device credentials, measurement sheets with idempotency keys. */
@Module({})
export class IngestModule {
  static forRoot(config: IngestConfig): DynamicModule {
    return {
      module: IngestModule,
      imports: [
        ...dataServiceImports('ingest', config, config.PORT),
        AppValuesModule.forRoot([{ provide: INGEST_CONFIG, useValue: config }]),
        EnrolmentModule,
        // events: its copies of the devices and of inventory's references
        CopiesModule,
        MeasurementsModule,
      ],
    };
  }
}
