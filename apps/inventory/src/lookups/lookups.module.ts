import { Module } from '@nestjs/common';
import { LookupsController } from './lookups.controller';

/** Issue 35: the read-only look-ups of the screens (the list queries are the master-data modules'). */
@Module({ controllers: [LookupsController] })
export class LookupsModule {}
