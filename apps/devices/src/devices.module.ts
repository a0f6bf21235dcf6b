import { type DynamicModule, Module } from '@nestjs/common';
import { dataServiceImports } from '@timber/nest-kit';
import { ACCOUNTS_CONTROLLERS, ACCOUNTS_PROVIDERS } from './accounts/accounts.providers';
import { DEVICES_CONFIG, type DevicesConfig } from './config';
import { REGISTRY_CONTROLLERS, REGISTRY_PROVIDERS } from './registry/registry.providers';

/** Measuring devices, their settings and log, device users, app users and IP cameras. */
@Module({})
export class DevicesModule {
  static forRoot(config: DevicesConfig): DynamicModule {
    return {
      module: DevicesModule,
      imports: dataServiceImports('devices', config),
      controllers: [...REGISTRY_CONTROLLERS, ...ACCOUNTS_CONTROLLERS],
      providers: [
        { provide: DEVICES_CONFIG, useValue: config },
        ...REGISTRY_PROVIDERS,
        ...ACCOUNTS_PROVIDERS,
      ],
    };
  }
}
