import { Controller } from '@nestjs/common';
import { customerCreateSchema, customerListQuerySchema, customerUpdateSchema } from '@timber/contracts';
import { MasterDataRoutes } from '../shared/master-data.controller';
import { CreateCustomerCommand } from './commands/create-customer/create-customer.command';
import { DeleteCustomersCommand } from './commands/delete-customers/delete-customers.command';
import { UpdateCustomerCommand } from './commands/update-customer/update-customer.command';
import { ListCustomersQuery } from './queries/list-customers/list-customers.query';

/** §7 Master data: /cus pageData, save, update, del/{id}; plus delete of a selection. */
@Controller('cus')
export class CustomersController extends MasterDataRoutes({
  list: [customerListQuerySchema, (body) => new ListCustomersQuery(body)],
  create: [customerCreateSchema, (body) => new CreateCustomerCommand(body)],
  update: [customerUpdateSchema, (body) => new UpdateCustomerCommand(body)],
  remove: (ids) => new DeleteCustomersCommand(ids),
}) {}
