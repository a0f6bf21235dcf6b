import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type DevicePicture, type PageResult, type PictureState, ROUTES } from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { Route } from '../route';
import { ChangePictureCommand } from './commands/change-picture/change-picture.command';
import { ListDevicePicturesQuery } from './queries/list-device-pictures/list-device-pictures.query';

type Id = ParamsOf<typeof ROUTES.stockInPictureDelete>;
type Feedback = BodyOf<typeof ROUTES.stockInPictureFeedback>;

/** §2 Images and counts: the device pictures and §7 /{stock|stockIn|stockOut}/d/delete|recover|feedbackImg/{id}. */
@Controller()
export class DevicePicturesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.devicePictureList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.devicePictureList>): Promise<PageResult<DevicePicture>> {
    return this.queries.execute(new ListDevicePicturesQuery(body));
  }

  @Route(ROUTES.stockPictureDelete)
  stockDelete(@RouteParams() { id }: Id): Promise<PictureState> {
    return this.commands.execute(new ChangePictureCommand('stock', id, 'delete'));
  }

  @Route(ROUTES.stockPictureRecover)
  stockRecover(@RouteParams() { id }: Id): Promise<PictureState> {
    return this.commands.execute(new ChangePictureCommand('stock', id, 'recover'));
  }

  @Route(ROUTES.stockPictureFeedback)
  stockFeedback(@RouteParams() { id }: Id, @RouteBody() body: Feedback): Promise<PictureState> {
    return this.commands.execute(new ChangePictureCommand('stock', id, 'feedback', body.comment));
  }

  @Route(ROUTES.stockInPictureDelete)
  stockInDelete(@RouteParams() { id }: Id): Promise<PictureState> {
    return this.commands.execute(new ChangePictureCommand('stockIn', id, 'delete'));
  }

  @Route(ROUTES.stockInPictureRecover)
  stockInRecover(@RouteParams() { id }: Id): Promise<PictureState> {
    return this.commands.execute(new ChangePictureCommand('stockIn', id, 'recover'));
  }

  @Route(ROUTES.stockInPictureFeedback)
  stockInFeedback(@RouteParams() { id }: Id, @RouteBody() body: Feedback): Promise<PictureState> {
    return this.commands.execute(new ChangePictureCommand('stockIn', id, 'feedback', body.comment));
  }

  @Route(ROUTES.stockOutPictureDelete)
  stockOutDelete(@RouteParams() { id }: Id): Promise<PictureState> {
    return this.commands.execute(new ChangePictureCommand('stockOut', id, 'delete'));
  }

  @Route(ROUTES.stockOutPictureRecover)
  stockOutRecover(@RouteParams() { id }: Id): Promise<PictureState> {
    return this.commands.execute(new ChangePictureCommand('stockOut', id, 'recover'));
  }

  @Route(ROUTES.stockOutPictureFeedback)
  stockOutFeedback(@RouteParams() { id }: Id, @RouteBody() body: Feedback): Promise<PictureState> {
    return this.commands.execute(new ChangePictureCommand('stockOut', id, 'feedback', body.comment));
  }
}
