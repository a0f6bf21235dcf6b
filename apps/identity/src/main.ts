import { configureLogging, listenOf, startServiceApp } from '@timber/nest-kit';
import 'reflect-metadata';
import { readIdentityConfig } from './config';
import { IdentityModule } from './identity.module';

/** The service as a hybrid app: its HTTP API and its event consumers (see startServiceApp). */
async function main(): Promise<void> {
  const config = readIdentityConfig();
  configureLogging('identity', config.LOG_LEVEL);
  await startServiceApp(IdentityModule.forRoot(config), listenOf(config));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
