import { openPurposeToken, signPurposeToken } from '@timber/auth';
import { DomainError, type SawLinks } from '@timber/contracts';
import { z } from 'zod';

/**
 * The signed links of the floor pages (spec §2 Access: /sawTableOnline, /sawList, /sawDetail and
 * /editJSW need no login). Each names its tenant under the server's secret and a purpose of its
 * own (libs/auth purpose-token), so a board link opens no bench, a bench's link no other bench,
 * and none of them another tenant's page; anything altered is SAWING.LINK_INVALID (402730).
 *
 * Each also names the tenant's link generation it was signed in (`g`): revoking the links moves
 * the generation on (sawing.link_generations), and a link of an older one is SAWING.LINK_REVOKED
 * (402735). Links signed before generations existed carry none and count as generation 0.
 */
const BOARD = 'timber.saw-board.v1';
const BENCH = 'timber.saw-bench.v1';
const H5_LINK = 'timber.saw-h5-link.v1';
const H5 = 'timber.saw-h5.v1';

const tenant = z.uuid();
const generation = z.number().int().min(0).default(0);

/** What a link's signature says: its tenant and the link generation it was signed in. */
export interface SignedLink {
  tenantId: string;
  generation: number;
}

const invalid = (): DomainError => new DomainError('SAWING.LINK_INVALID');

function claimsOf<T>(secret: string, purpose: string, token: string, schema: z.ZodType<T>): T {
  const opened = openPurposeToken(secret, [purpose], token);
  const parsed = opened && schema.safeParse(opened.claims);
  if (!parsed?.success) {
    throw invalid();
  }
  return parsed.data;
}

/**
 * A link of the tenant's current generation passes; an older one was revoked (402735). A newer
 * one cannot have been signed by this server: it is refused as altered.
 */
export function assertCurrentGeneration(link: SignedLink, current: number): void {
  if (link.generation < current) {
    throw new DomainError('SAWING.LINK_REVOKED');
  }
  if (link.generation > current) {
    throw invalid();
  }
}

/** A tenant's wall board link. */
export const signBoardToken = (secret: string, tenantId: string, g: number): string =>
  signPurposeToken(secret, BOARD, { t: tenantId, g });

/** The tenant a board token was signed for, which must be the one the link names (cusNo). */
export function readBoardToken(secret: string, token: string, cusNo: string): SignedLink {
  const { t, g } = claimsOf(secret, BOARD, token, z.strictObject({ t: tenant, g: generation }));
  if (t !== cusNo) {
    throw invalid();
  }
  return { tenantId: t, generation: g };
}

/** A bench's mobile page link (§2 QR link with cusNo and machine number). */
export const signBenchToken = (secret: string, tenantId: string, machineNo: string, g: number): string =>
  signPurposeToken(secret, BENCH, { t: tenantId, m: machineNo, g });

/** The tenant of a bench's link, which must name the tenant (cusNo) and machine number of the request. */
export function readBenchToken(secret: string, sign: string, cusNo: string, machineNo: string): SignedLink {
  const { t, m, g } = claimsOf(
    secret,
    BENCH,
    sign,
    z.strictObject({ t: tenant, m: z.string(), g: generation }),
  );
  if (t !== cusNo || m !== machineNo) {
    throw invalid();
  }
  return { tenantId: t, generation: g };
}

/** The H5 page's link (/editJSW?cusNo=…&sign=…): what opens its password gate. */
export const signH5Link = (secret: string, tenantId: string, g: number): string =>
  signPurposeToken(secret, H5_LINK, { t: tenantId, g });

/** The tenant of an H5 page's link, which must be the one it names (cusNo). */
export function readH5Link(secret: string, sign: string, cusNo: string): SignedLink {
  const { t, g } = claimsOf(secret, H5_LINK, sign, z.strictObject({ t: tenant, g: generation }));
  if (t !== cusNo) {
    throw invalid();
  }
  return { tenantId: t, generation: g };
}

/** An H5 page's session after its password gate, until `expiresAt` (whole seconds since 1970). */
export const signH5Session = (secret: string, tenantId: string, expiresAt: number, g: number): string =>
  signPurposeToken(secret, H5, { t: tenantId, e: expiresAt, g });

/** The tenant of a live H5 session. */
export function readH5Session(secret: string, token: string, now: Date): SignedLink {
  const { t, e, g } = claimsOf(
    secret,
    H5,
    token,
    z.strictObject({ t: tenant, e: z.number().int(), g: generation }),
  );
  if (e * 1000 <= now.getTime()) {
    throw invalid();
  }
  return { tenantId: t, generation: g };
}

/**
 * The tenant's floor links of a generation (the back office hands them out as QR codes): the
 * board's token, the H5 page's signature and each live bench's.
 */
export function floorLinksOf(
  secret: string,
  tenantId: string,
  current: { generation: number; revokedAt: Date | null },
  benches: readonly { machineNo: string; name: string }[],
): SawLinks {
  const g = current.generation;
  return {
    boardToken: signBoardToken(secret, tenantId, g),
    cusNo: tenantId,
    h5Sign: signH5Link(secret, tenantId, g),
    benches: benches.map((bench) => ({
      machineNo: bench.machineNo,
      name: bench.name,
      sign: signBenchToken(secret, tenantId, bench.machineNo, g),
    })),
    revokedAt: current.revokedAt?.toISOString() ?? null,
  };
}
