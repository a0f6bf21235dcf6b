import { openPurposeToken, signPurposeToken } from '@timber/auth';
import { DomainError } from '@timber/contracts';
import { z } from 'zod';

/**
 * The signed links of the floor pages (spec §2 Access: /sawTableOnline, /sawList, /sawDetail and
 * /editJSW need no login). Each names its tenant under the server's secret and a purpose of its
 * own (libs/auth purpose-token), so a board link opens no bench, a bench's link no other bench,
 * and none of them another tenant's page; anything altered is SAWING.LINK_INVALID (402730).
 */
const BOARD = 'timber.saw-board.v1';
const BENCH = 'timber.saw-bench.v1';
const H5 = 'timber.saw-h5.v1';

const tenant = z.uuid();

const invalid = (): DomainError => new DomainError('SAWING.LINK_INVALID');

function claimsOf<T>(secret: string, purpose: string, token: string, schema: z.ZodType<T>): T {
  const opened = openPurposeToken(secret, [purpose], token);
  const parsed = opened && schema.safeParse(opened.claims);
  if (!parsed?.success) {
    throw invalid();
  }
  return parsed.data;
}

/** A tenant's wall board link. */
export const signBoardToken = (secret: string, tenantId: string): string =>
  signPurposeToken(secret, BOARD, { t: tenantId });

/** The tenant a board token was signed for, which must be the one the link names (cusNo). */
export function readBoardToken(secret: string, token: string, cusNo: string): string {
  const { t } = claimsOf(secret, BOARD, token, z.strictObject({ t: tenant }));
  if (t !== cusNo) {
    throw invalid();
  }
  return t;
}

/** A bench's mobile page link (§2 QR link with cusNo and machine number). */
export const signBenchToken = (secret: string, tenantId: string, machineNo: string): string =>
  signPurposeToken(secret, BENCH, { t: tenantId, m: machineNo });

/** The tenant of a bench's link, which must name the tenant (cusNo) and machine number of the request. */
export function readBenchToken(secret: string, sign: string, cusNo: string, machineNo: string): string {
  const { t, m } = claimsOf(secret, BENCH, sign, z.strictObject({ t: tenant, m: z.string() }));
  if (t !== cusNo || m !== machineNo) {
    throw invalid();
  }
  return t;
}

/** An H5 page's session after its password gate, until `expiresAt` (whole seconds since 1970). */
export const signH5Session = (secret: string, tenantId: string, expiresAt: number): string =>
  signPurposeToken(secret, H5, { t: tenantId, e: expiresAt });

/** The tenant of a live H5 session. */
export function readH5Session(secret: string, token: string, now: Date): string {
  const { t, e } = claimsOf(secret, H5, token, z.strictObject({ t: tenant, e: z.number().int() }));
  if (e * 1000 <= now.getTime()) {
    throw invalid();
  }
  return t;
}
