import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  coordinateStatusSchema,
  coordinateUpdateSchema,
  type CountCreated,
  countCreateSchema,
  countIdParamSchema,
  type CountImageDetail,
  type CountOrderDetail,
  countOrderNoParamSchema,
  type CountOrderRow,
  countPageQuerySchema,
  type PageResult,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { ConfirmImageCommand } from './commands/confirm-image/confirm-image.command';
import { CreateCountOrderCommand } from './commands/create-count-order/create-count-order.command';
import { DeleteCountOrderCommand } from './commands/delete-count-order/delete-count-order.command';
import { SaveReviewCommand } from './commands/save-review/save-review.command';
import { VerifyCountOrderCommand } from './commands/verify-count-order/verify-count-order.command';
import { GetCountOrderQuery } from './queries/get-count-order/get-count-order.query';
import { ListCountOrdersQuery } from './queries/list-count-orders/list-count-orders.query';

type Id = z.infer<typeof countIdParamSchema>;

/** §7 Counting by image or video: count orders, the point editor's save and confirm. */
@Controller('count')
export class CountOrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('create')
  @HttpCode(200)
  create(
    @Body(new ZodPipe(countCreateSchema)) body: z.infer<typeof countCreateSchema>,
  ): Promise<CountCreated> {
    return this.commands.execute(new CreateCountOrderCommand(body));
  }

  @Post('page')
  @HttpCode(200)
  page(
    @Body(new ZodPipe(countPageQuerySchema)) body: z.infer<typeof countPageQuerySchema>,
  ): Promise<PageResult<CountOrderRow>> {
    return this.queries.execute(new ListCountOrdersQuery(body));
  }

  @Get('detail/:id')
  detail(@Param(new ZodPipe(countIdParamSchema)) params: Id): Promise<CountOrderDetail> {
    return this.queries.execute(new GetCountOrderQuery(params.id));
  }

  @Post('delete/:orderNo')
  @HttpCode(200)
  delete(
    @Param(new ZodPipe(countOrderNoParamSchema)) params: z.infer<typeof countOrderNoParamSchema>,
  ): Promise<void> {
    return this.commands.execute(new DeleteCountOrderCommand(params.orderNo));
  }

  @Post('confirm/:id')
  @HttpCode(200)
  verify(@Param(new ZodPipe(countIdParamSchema)) params: Id): Promise<{ id: number; status: number }> {
    return this.commands.execute(new VerifyCountOrderCommand(params.id));
  }

  @Post('coordinate/update')
  @HttpCode(200)
  saveReview(
    @Body(new ZodPipe(coordinateUpdateSchema)) body: z.infer<typeof coordinateUpdateSchema>,
  ): Promise<CountImageDetail> {
    return this.commands.execute(new SaveReviewCommand(body));
  }

  @Post('coordinate/updateStatus')
  @HttpCode(200)
  confirmImage(
    @Body(new ZodPipe(coordinateStatusSchema)) body: z.infer<typeof coordinateStatusSchema>,
  ): Promise<{ imageStatus: number; orderStatus: number }> {
    return this.commands.execute(new ConfirmImageCommand(body));
  }
}
