import { Module } from '@nestjs/common';
import { DEVICES_CONFIG, type DevicesConfig } from '../config';
import { CameraSecrets } from './cameras/camera-secret';
import { CameraRepository } from './cameras/camera.repository';
import { CamerasController } from './cameras/cameras.controller';
import { ChangeCameraNumberHandler } from './cameras/commands/change-camera-number/change-camera-number.handler';
import { CreateCameraHandler } from './cameras/commands/create-camera/create-camera.handler';
import { DeleteCameraHandler } from './cameras/commands/delete-camera/delete-camera.handler';
import { ImportCamerasHandler } from './cameras/commands/import-cameras/import-cameras.handler';
import { UpdateCameraHandler } from './cameras/commands/update-camera/update-camera.handler';
import { ListCamerasHandler } from './cameras/queries/list-cameras/list-cameras.handler';
import { AccountRepository } from './users/account.repository';
import { appLoginGuardProvider } from './users/app-login-guard';
import { AppUsersController } from './users/app-users.controller';
import { AppLoginHandler } from './users/commands/app-login/app-login.handler';
import { ChangeAccountStatusHandler } from './users/commands/change-account-status/change-account-status.handler';
import { CreateAccountHandler } from './users/commands/create-account/create-account.handler';
import { DeleteAccountHandler } from './users/commands/delete-account/delete-account.handler';
import { IssueAppLoginCheckCodeHandler } from './users/commands/issue-app-login-check-code/issue-app-login-check-code.handler';
import { UpdateAccountHandler } from './users/commands/update-account/update-account.handler';
import { DeviceUsersController } from './users/device-users.controller';
import { ListAccountsHandler } from './users/queries/list-accounts/list-accounts.handler';

/** Device users, app users (their app login) and IP cameras. */
@Module({
  controllers: [DeviceUsersController, AppUsersController, CamerasController],
  providers: [
    AccountRepository,
    CreateAccountHandler,
    UpdateAccountHandler,
    ChangeAccountStatusHandler,
    DeleteAccountHandler,
    appLoginGuardProvider,
    AppLoginHandler,
    IssueAppLoginCheckCodeHandler,
    ListAccountsHandler,
    CameraRepository,
    {
      provide: CameraSecrets,
      useFactory: (config: DevicesConfig) => new CameraSecrets(config.CAMERA_SECRET_KEY),
      inject: [DEVICES_CONFIG],
    },
    CreateCameraHandler,
    UpdateCameraHandler,
    DeleteCameraHandler,
    ChangeCameraNumberHandler,
    ImportCamerasHandler,
    ListCamerasHandler,
  ],
})
export class AccountsModule {}
