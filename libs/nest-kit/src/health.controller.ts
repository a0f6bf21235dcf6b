import { Controller, Get, HttpCode, Injectable } from '@nestjs/common';
import { DomainError } from '@timber/contracts';
import { Public } from './route-rules';

export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

/** Where a module registers what must answer before its process is ready. */
@Injectable()
export class ReadinessRegistry {
  readonly checks: ReadinessCheck[] = [];

  add(check: ReadinessCheck): void {
    this.checks.push(check);
  }
}

/** Liveness (the process answers) and readiness (its database, Redis, ... answer too). */
@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessRegistry) {}

  @Public()
  @Get('health')
  @HttpCode(200)
  health(): { status: string } {
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  @HttpCode(200)
  async ready(): Promise<Record<string, string>> {
    const results = await Promise.all(
      this.readiness.checks.map(async (c) => {
        try {
          await c.check();
          return [c.name, 'ok'] as const;
        } catch {
          return [c.name, 'down'] as const;
        }
      }),
    );
    if (results.some(([, state]) => state === 'down')) {
      throw new DomainError('COMMON.UNAVAILABLE');
    }
    return Object.fromEntries(results);
  }
}
