import { type DynamicModule, Module, type ValueProvider } from '@nestjs/common';

/**
 * Values every context module of a service may inject (its validated configuration, a limit):
 * provided once by the app module, global, so a context module declares only its own classes.
 */
@Module({})
export class AppValuesModule {
  static forRoot(values: ValueProvider[]): DynamicModule {
    return {
      module: AppValuesModule,
      global: true,
      providers: values,
      exports: values.map((value) => value.provide),
    };
  }
}
