import { Module } from '@nestjs/common';
import { CreateCustomStandardHandler } from './commands/create-custom-standard/create-custom-standard.handler';
import { DeleteCustomStandardHandler } from './commands/delete-custom-standard/delete-custom-standard.handler';
import { UpdateCustomStandardHandler } from './commands/update-custom-standard/update-custom-standard.handler';
import { CustomStandardRepository } from './custom-standard.repository';
import { ListCustomStandardsHandler } from './queries/list-custom-standards/list-custom-standards.handler';
import { MeasureLogHandler } from './queries/measure-log/measure-log.handler';
import { StandardResolver } from './standard-resolver';
import { StandardsController } from './standards.controller';

/**
 * The tenant's own measurement standards and one log measured under any standard; other contexts
 * take a standard's code to what the volume library measures under from StandardResolver.
 */
@Module({
  controllers: [StandardsController],
  providers: [
    CustomStandardRepository,
    StandardResolver,
    CreateCustomStandardHandler,
    UpdateCustomStandardHandler,
    DeleteCustomStandardHandler,
    ListCustomStandardsHandler,
    MeasureLogHandler,
  ],
  exports: [StandardResolver],
})
export class StandardsModule {}
