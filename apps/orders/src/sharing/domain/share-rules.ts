import { DomainError } from '@timber/contracts';
import { type ShareClaims, type ShareTargetKind } from './share-token';

/** The row a link keeps (orders.share_links), as far as the rules need it. */
export interface ShareLinkState {
  kind: ShareTargetKind;
  /** the orders' ids, or the sheets' */
  ids: readonly string[];
  expiresAt: Date;
  revokedAt: Date | null;
}

/** A token past its expiry (read from its signed claims) is refused before anything is read. */
export function assertNotExpired(claims: ShareClaims, now: Date): void {
  if (claims.expiresAt * 1000 <= now.getTime()) {
    throw new DomainError('SHARE.EXPIRED');
  }
}

/**
 * A verified token against its link, read under the token's tenant: a link that tenant does not
 * have (a token signed for another tenant's link) or one that names other orders (or sheets) is not this
 * token's (INVALID), and so is one of the other kind (a token of orders naming a sheet link's
 * ids, or the reverse); a revoked link is refused (REVOKED), and so is one past its own expiry.
 */
export function assertLinkLive(claims: ShareClaims, link: ShareLinkState | undefined, now: Date): void {
  if (!link) {
    throw new DomainError('SHARE.INVALID');
  }
  const claimed = [...claims.ids].sort();
  const same =
    link.kind === claims.kind &&
    link.ids.length === claimed.length &&
    [...link.ids].sort().every((id, i) => id === claimed[i]);
  if (!same) {
    throw new DomainError('SHARE.INVALID');
  }
  if (link.revokedAt !== null) {
    throw new DomainError('SHARE.REVOKED');
  }
  if (link.expiresAt.getTime() <= now.getTime()) {
    throw new DomainError('SHARE.EXPIRED');
  }
}
