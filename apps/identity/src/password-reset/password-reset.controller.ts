import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ROUTES } from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';

import { requestContext } from '@timber/nest-kit';

import { ResetPasswordCommand } from './commands/reset-password/reset-password.command';
import { SendResetCodeCommand } from './commands/send-reset-code/send-reset-code.command';

/** §2 Login, §5 Reset dialog: forgot password by SMS code. */
@Controller()
export class PasswordResetController {
  constructor(private readonly commands: CommandBus) {}

  @Route(ROUTES.sendResetCode)
  sendCode(@RouteBody() body: BodyOf<typeof ROUTES.sendResetCode>): Promise<void> {
    return this.commands.execute(new SendResetCodeCommand(body.phone, requestContext().locale));
  }

  @Route(ROUTES.resetPassword)
  reset(@RouteBody() body: BodyOf<typeof ROUTES.resetPassword>): Promise<void> {
    return this.commands.execute(
      new ResetPasswordCommand(body.phone, body.code, body.password, requestContext().ip),
    );
  }
}
