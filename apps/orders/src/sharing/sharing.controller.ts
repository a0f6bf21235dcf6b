import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type DetailImages,
  type PageResult,
  ROUTES,
  type ShareCreated,
  type ShareLink,
  type SharePage,
} from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { CreateShareCommand } from './commands/create-share/create-share.command';
import { RevokeShareCommand } from './commands/revoke-share/revoke-share.command';
import { ListShareLinksQuery } from './queries/list-share-links/list-share-links.query';
import { SharedImagesQuery } from './queries/shared-images/shared-images.query';
import { SharedOrdersQuery } from './queries/shared-orders/shared-orders.query';

/** §2 Shared order page: the tenant's share links, and the public page's two calls. */
@Controller()
export class SharingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.shareCreate)
  create(@RouteBody() body: BodyOf<typeof ROUTES.shareCreate>): Promise<ShareCreated> {
    return this.commands.execute(new CreateShareCommand(body));
  }

  @Route(ROUTES.shareRevoke)
  revoke(@RouteBody() body: BodyOf<typeof ROUTES.shareRevoke>): Promise<void> {
    return this.commands.execute(new RevokeShareCommand(body));
  }

  @Route(ROUTES.shareLinkList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.shareLinkList>): Promise<PageResult<ShareLink>> {
    return this.queries.execute(new ListShareLinksQuery(body));
  }

  @Route(ROUTES.shareOrderList)
  orders(@RouteBody() body: BodyOf<typeof ROUTES.shareOrderList>): Promise<SharePage> {
    return this.queries.execute(new SharedOrdersQuery(body));
  }

  @Route(ROUTES.shareImageList)
  images(@RouteBody() body: BodyOf<typeof ROUTES.shareImageList>): Promise<DetailImages> {
    return this.queries.execute(new SharedImagesQuery(body.token));
  }
}
