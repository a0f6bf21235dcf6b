import { Module } from '@nestjs/common';
import { ConfirmedSheetsModule } from '../confirmed-sheets';
import { OrderDetailModule } from '../order-detail';
import { OrdersContextModule } from '../orders';
import { CreateShareHandler } from './commands/create-share/create-share.handler';
import { RevokeShareHandler } from './commands/revoke-share/revoke-share.handler';
import { ListShareLinksHandler } from './queries/list-share-links/list-share-links.handler';
import { SharedImagesHandler } from './queries/shared-images/shared-images.handler';
import { SharedOrdersHandler } from './queries/shared-orders/shared-orders.handler';
import { ShareAccess } from './share-access';
import { ShareLinkRepository } from './share-link.repository';
import { SharingController } from './sharing.controller';

/** The public share page of orders through signed links: create, revoke, list, and what a link shows. */
@Module({
  imports: [ConfirmedSheetsModule, OrdersContextModule, OrderDetailModule],
  controllers: [SharingController],
  providers: [
    ShareLinkRepository,
    ShareAccess,
    CreateShareHandler,
    RevokeShareHandler,
    ListShareLinksHandler,
    SharedOrdersHandler,
    SharedImagesHandler,
  ],
})
export class SharingModule {}
