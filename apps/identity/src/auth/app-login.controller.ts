import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type AppLoginResponse, ROUTES } from '@timber/contracts';
import { type BodyOf, requestContext, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';

import { AppLoginCommand } from './commands/app-login/app-login.command';

/** (chosen) The mobile app's login of a system user (§6 user types); app users log in at devices' /appcus/login. */
@Controller()
export class AppLoginController {
  constructor(private readonly commands: CommandBus) {}

  @Route(ROUTES.systemAppLogin)
  login(@RouteBody() body: BodyOf<typeof ROUTES.systemAppLogin>): Promise<AppLoginResponse> {
    const { username, password, captchaId, captcha } = body;
    return this.commands.execute(
      new AppLoginCommand(username, password, requestContext().ip, { captchaId, captcha }),
    );
  }
}
