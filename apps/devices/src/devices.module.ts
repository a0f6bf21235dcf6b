import { type DynamicModule, Module } from '@nestjs/common';
import { AppValuesModule, dataServiceImports } from '@timber/nest-kit';
import { AccountsModule } from './accounts';
import { DEVICES_CONFIG, type DevicesConfig } from './config';
import { RegistryModule } from './registry';

/** Measuring devices, their settings and log, device users, app users and IP cameras. */
@Module({})
export class DevicesModule {
  static forRoot(config: DevicesConfig): DynamicModule {
    return {
      module: DevicesModule,
      imports: [
        ...dataServiceImports('devices', config),
        AppValuesModule.forRoot([{ provide: DEVICES_CONFIG, useValue: config }]),
        RegistryModule,
        AccountsModule,
      ],
    };
  }
}
