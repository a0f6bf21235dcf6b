import { configureLogging, startHttpApp } from '@timber/nest-kit';
import 'reflect-metadata';
import { readIdentityConfig } from './config';
import { IdentityModule } from './identity.module';

async function main(): Promise<void> {
  const config = readIdentityConfig();
  configureLogging('identity', config.LOG_LEVEL);
  await startHttpApp(IdentityModule.forRoot(config), { port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
