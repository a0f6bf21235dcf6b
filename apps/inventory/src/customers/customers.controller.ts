import { Controller } from '@nestjs/common';
import { ROUTES } from '@timber/contracts';
import { MasterDataRoutes } from '../shared/master-data.controller';
import { CreateCustomerCommand } from './commands/create-customer/create-customer.command';
import { DeleteCustomersCommand } from './commands/delete-customers/delete-customers.command';
import { UpdateCustomerCommand } from './commands/update-customer/update-customer.command';
import { ListCustomersQuery } from './queries/list-customers/list-customers.query';

/** §7 Master data: /cus pageData, save, update, del/{id}; plus delete of a selection. */
@Controller()
export class CustomersController extends MasterDataRoutes({
  list: [ROUTES.customerList, (body) => new ListCustomersQuery(body)],
  create: [ROUTES.customerCreate, (body) => new CreateCustomerCommand(body)],
  update: [ROUTES.customerUpdate, (body) => new UpdateCustomerCommand(body)],
  remove: [ROUTES.customerDelete, ROUTES.customerDeleteSelected, (ids) => new DeleteCustomersCommand(ids)],
}) {}
