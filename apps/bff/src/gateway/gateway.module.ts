import { Module } from '@nestjs/common';
import { ROUTES } from '@timber/contracts';
import { Gateway, gatewayController } from './gateway.controller';
import { UpstreamClient } from './upstream.client';

/** Every catalogue route: the checks, then the owning service (UpstreamClient). */
@Module({
  controllers: [gatewayController(ROUTES)],
  providers: [UpstreamClient, Gateway],
})
export class GatewayModule {}
