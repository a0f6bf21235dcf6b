import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ROUTES } from '@timber/contracts';
import { type BodyOf, requestContext, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { ResetPasswordCommand } from './commands/reset-password/reset-password.command';
import { SendResetCodeCommand } from './commands/send-reset-code/send-reset-code.command';

/** §2 Login, §5 Reset dialog: forgot password, by a code texted to the phone or mailed to the address. */
@Controller()
export class PasswordResetController {
  constructor(private readonly commands: CommandBus) {}

  @Route(ROUTES.sendResetCode)
  sendCode(@RouteBody() body: BodyOf<typeof ROUTES.sendResetCode>): Promise<void> {
    const { locale, ip } = requestContext();
    return this.commands.execute(new SendResetCodeCommand({ channel: 'sms', to: body.phone }, locale, ip));
  }

  @Route(ROUTES.sendResetMail)
  sendMail(@RouteBody() body: BodyOf<typeof ROUTES.sendResetMail>): Promise<void> {
    const { locale, ip } = requestContext();
    return this.commands.execute(new SendResetCodeCommand({ channel: 'mail', to: body.email }, locale, ip));
  }

  @Route(ROUTES.resetPassword)
  reset(@RouteBody() body: BodyOf<typeof ROUTES.resetPassword>): Promise<void> {
    const target = body.email
      ? { channel: 'mail' as const, to: body.email }
      : { channel: 'sms' as const, to: body.phone ?? '' };
    return this.commands.execute(
      new ResetPasswordCommand(target, body.code, body.password, requestContext().ip),
    );
  }
}
