import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type Customer,
  type CustomerCreated,
  customerCreateSchema,
  customerListQuerySchema,
  customerUpdateSchema,
  idParamSchema,
  idsBodySchema,
  type PageResult,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { CreateCustomerCommand } from './commands/create-customer/create-customer.command';
import { DeleteCustomersCommand } from './commands/delete-customers/delete-customers.command';
import { UpdateCustomerCommand } from './commands/update-customer/update-customer.command';
import { ListCustomersQuery } from './queries/list-customers/list-customers.query';

/** §7 Master data: /cus pageData, save, update, del/{id}; plus delete of a selection. */
@Controller('cus')
export class CustomersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('pageData')
  @HttpCode(200)
  list(
    @Body(new ZodPipe(customerListQuerySchema)) body: z.infer<typeof customerListQuerySchema>,
  ): Promise<PageResult<Customer>> {
    return this.queries.execute(new ListCustomersQuery(body));
  }

  @Post('save')
  @HttpCode(200)
  create(
    @Body(new ZodPipe(customerCreateSchema)) body: z.infer<typeof customerCreateSchema>,
  ): Promise<CustomerCreated> {
    return this.commands.execute(new CreateCustomerCommand(body));
  }

  @Post('update')
  @HttpCode(200)
  update(@Body(new ZodPipe(customerUpdateSchema)) body: z.infer<typeof customerUpdateSchema>): Promise<void> {
    return this.commands.execute(new UpdateCustomerCommand(body));
  }

  @Post('del/:id')
  @HttpCode(200)
  deleteOne(@Param(new ZodPipe(idParamSchema)) params: z.infer<typeof idParamSchema>): Promise<void> {
    return this.commands.execute(new DeleteCustomersCommand([params.id]));
  }

  @Post('delete')
  @HttpCode(200)
  deleteSelected(@Body(new ZodPipe(idsBodySchema)) body: z.infer<typeof idsBodySchema>): Promise<void> {
    return this.commands.execute(new DeleteCustomersCommand(body.ids));
  }
}
