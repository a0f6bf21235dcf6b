/**
 * A period of whole days in the caller's time zone (§7 timezone offset in hours) as instants:
 * [from, to). The ledger's default (§9): the first of the month to today.
 */
export function periodOf(
  begin: string | undefined,
  end: string | undefined,
  tzOffsetHours: number,
  now = new Date(),
): { from: Date; to: Date } {
  const localNow = new Date(now.getTime() + tzOffsetHours * 3_600_000);
  const today = localNow.toISOString().slice(0, 10);
  const first = `${today.slice(0, 8)}01`;
  const startOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - tzOffsetHours * 3_600_000);
  const from = startOf(begin ?? first);
  const to = new Date(startOf(end ?? today).getTime() + 86_400_000);
  return { from, to };
}

/** The instant as the caller's wall clock, yyyy-MM-dd HH:mm:ss. */
export const localTime = (at: Date, tzOffsetHours: number): string =>
  new Date(at.getTime() + tzOffsetHours * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** A movement's business number: XF (consumption) or CZ (recharge) and its sequence, 10 digits. */
export const businessNoOf = (kind: number, no: number): string =>
  `${kind === 1 ? 'XF' : 'CZ'}${String(no).padStart(10, '0')}`;
