import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import { ReadinessRegistry } from './health.controller';

export const REDIS = Symbol('REDIS');

@Injectable()
class RedisLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly readiness: ReadinessRegistry,
  ) {}

  onModuleInit(): void {
    this.readiness.add({ name: 'redis', check: async () => void (await this.redis.ping()) });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit();
  }
}

@Global()
@Module({})
export class RedisModule {
  static forRoot(url: string): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        { provide: REDIS, useFactory: () => new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false }) },
        RedisLifecycle,
      ],
      exports: [REDIS],
    };
  }
}
