/** The board link's query (/sawTableOnline?cusNo=…&token=…), trimmed; null when a part is missing. */
export function boardLinkOf(params: URLSearchParams): { cusNo: string; token: string } | null {
  const cusNo = params.get('cusNo')?.trim();
  const token = params.get('token')?.trim();
  return cusNo && token ? { cusNo, token } : null;
}

/** The board's server-sent events, through the BFF (no login: the link's token is checked there). */
export const boardEventsUrl = (link: { cusNo: string; token: string }): string =>
  `/api/cutting/board/events/${encodeURIComponent(link.cusNo)}/${encodeURIComponent(link.token)}`;
