import { DomainError } from '@timber/contracts';
import { mayShareSheets, ORDER_MENU_PERMISSION } from '../../shared/order-access';

/** What a caller may do with the tenant's share links: order links, and sheet links of which kinds. */
export interface ShareLinkRights {
  orders: boolean;
  /** 1 stock-in, 2 stock-out: the sheet lists the caller holds */
  sheetKinds: number[];
}

/**
 * The share links a caller handles (list, revoke): order links with the orders' key, sheet links
 * with the sheet lists' keys of their sheets. A caller with none of them is refused (403001).
 */
export function shareLinkRights(holds: (key: string) => boolean): ShareLinkRights {
  const rights = {
    orders: ORDER_MENU_PERMISSION.some((key) => holds(key)),
    sheetKinds: [1, 2].filter((kind) => mayShareSheets(kind, holds)),
  };
  if (!rights.orders && rights.sheetKinds.length === 0) {
    throw new DomainError('COMMON.FORBIDDEN');
  }
  return rights;
}

/** Refuses (403001) a link the caller does not handle: an order link without orders' key, a sheet link of a list they lack. */
export function assertHandlesLink(
  rights: ShareLinkRights,
  link: { kind: 'order' } | { kind: 'sheet'; sheetKinds: readonly number[] },
): void {
  const handles =
    link.kind === 'order' ? rights.orders : link.sheetKinds.every((kind) => rights.sheetKinds.includes(kind));
  if (!handles) {
    throw new DomainError('COMMON.FORBIDDEN');
  }
}
